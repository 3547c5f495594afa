// What the ball bands of the seeded lines say about care, by the kind of yarn: five bands cover
// every line the shop stocks.
import type { YarnCare } from '@domain/yarn-line.ts';

export type CareKind = 'wool' | 'superwash' | 'cotton' | 'synthetic' | 'delicate';

const DRY_FLAT = { ua: 'Сушити розправленим на горизонтальній поверхні.', en: 'Dry flat.' };

export const CARE: Record<CareKind, YarnCare> = {
  // Untreated animal fibre felts in a machine.
  wool: { wash: 'handWash', maxWashTemperatureC: 30, tumbleDry: false, iron: false, bleach: false, note: DRY_FLAT },
  superwash: {
    wash: 'machineWashCold',
    maxWashTemperatureC: 30,
    tumbleDry: false,
    iron: false,
    bleach: false,
    note: { ua: 'Делікатний режим для вовни; сушити розправленим.', en: 'Wool programme; dry flat.' },
  },
  cotton: { wash: 'machineWashWarm', maxWashTemperatureC: 40, tumbleDry: false, iron: true, bleach: false, note: null },
  synthetic: { wash: 'machineWashCold', maxWashTemperatureC: 30, tumbleDry: false, iron: false, bleach: false, note: null },
  // Silk, viscose and metallic threads lose their sheen when wrung or pressed.
  delicate: {
    wash: 'handWash',
    maxWashTemperatureC: 30,
    tumbleDry: false,
    iron: false,
    bleach: false,
    note: { ua: 'Не викручувати; сушити розправленим.', en: 'Do not wring; dry flat.' },
  },
};
