// Makers whose goods the shop sells. The articul prefix makes every code say whose good it is.
export interface Brand {
  name: string;
  articulPrefix: string;
}

export const BRANDS = {
  yarnArt: { name: 'YarnArt', articulPrefix: 'YA' },
  alize: { name: 'Alize', articulPrefix: 'AL' },
  nako: { name: 'Nako', articulPrefix: 'NK' },
  himalaya: { name: 'Himalaya', articulPrefix: 'HM' },
  drops: { name: 'Drops', articulPrefix: 'DR' },
  madameTricote: { name: 'Madame Tricote', articulPrefix: 'MT' },
  kartopu: { name: 'Kartopu', articulPrefix: 'KT' },
  gazzal: { name: 'Gazzal', articulPrefix: 'GZ' },
  lanaGrossa: { name: 'Lana Grossa', articulPrefix: 'LG' },
  zegnaBaruffa: { name: 'Zegna Baruffa', articulPrefix: 'ZB' },
  filpucci: { name: 'Filpucci', articulPrefix: 'FP' },
  cariaggi: { name: 'Cariaggi', articulPrefix: 'CR' },
  bottoPoala: { name: 'Botto Poala', articulPrefix: 'BP' },
  knitPro: { name: 'KnitPro', articulPrefix: 'KN' },
  clover: { name: 'Clover', articulPrefix: 'CL' },
  tulip: { name: 'Tulip', articulPrefix: 'TL' },
  chiaoGoo: { name: 'ChiaoGoo', articulPrefix: 'CG' },
  addi: { name: 'Addi', articulPrefix: 'AD' },
  prym: { name: 'Prym', articulPrefix: 'PR' },
  // The shop's own workshop: finished goods made by Ukrainian knitters.
  workshop: { name: 'Майстерня «Петелька»', articulPrefix: 'VR' },
  publisher: { name: "В'язаний світ", articulPrefix: 'VS' },
} as const satisfies Record<string, Brand>;
