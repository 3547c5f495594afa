// Italian bobbin yarn, sold by weight in steps of 100 g.
import { BRANDS } from './brands.ts';
import { USES, type BobbinLine } from './yarn-lines.ts';

const { zegnaBaruffa, filpucci, cariaggi, bottoPoala } = BRANDS;

export const BOBBIN_LINES: BobbinLine[] = [
  { category: 'bobbinwool', subCategory: 'Extrafine Merino', brand: zegnaBaruffa, line: 'Cashwool', fibres: { merino: 100 }, weightClass: 'lace', metersPer100g: 1500, needleSizeMm: '2-3', hookSizeMm: null, price: 245, colours: 4, use: USES.machine },
  { category: 'bobbinwool', subCategory: 'Extrafine Merino', brand: bottoPoala, line: 'Merino Superfine', fibres: { merino: 100 }, weightClass: 'lace', metersPer100g: 1200, needleSizeMm: '2.5-3.5', hookSizeMm: null, price: 220, colours: 4, use: USES.luxury },
  { category: 'bobbinwool', subCategory: 'Cashmere Blend', brand: cariaggi, line: 'Cashmere Fine', fibres: { cashmere: 100 }, weightClass: 'lace', metersPer100g: 1400, needleSizeMm: '2-3', hookSizeMm: null, price: 590, colours: 4, use: USES.luxury },
  { category: 'bobbinwool', subCategory: 'Cashmere Blend', brand: filpucci, line: 'Cashmere Silk', fibres: { cashmere: 70, silk: 30 }, weightClass: 'lace', metersPer100g: 1600, needleSizeMm: '2-3', hookSizeMm: null, price: 480, colours: 4, use: USES.luxury },
  { category: 'bobbinwool', subCategory: 'Wool Blend', brand: zegnaBaruffa, line: 'Lane Borgosesia', fibres: { wool: 50, acrylic: 50 }, weightClass: 'fingering', metersPer100g: 800, needleSizeMm: '2.5-3.5', hookSizeMm: '2.5-3', price: 155, colours: 4, use: USES.machine },
  { category: 'bobbinwool', subCategory: 'Wool Blend', brand: bottoPoala, line: 'Alpaca Wool', fibres: { alpaca: 30, wool: 40, polyamide: 30 }, weightClass: 'fingering', metersPer100g: 700, needleSizeMm: '3-4', hookSizeMm: '3', price: 185, colours: 4, use: USES.sweaters },
  { category: 'bobbincotton', subCategory: 'Egyptian Cotton', brand: filpucci, line: 'Giza Cotton', fibres: { cotton: 100 }, weightClass: 'lace', metersPer100g: 1000, needleSizeMm: '2-3', hookSizeMm: '1.5-2', price: 165, colours: 4, use: USES.summer },
  { category: 'bobbincotton', subCategory: 'Egyptian Cotton', brand: cariaggi, line: 'Cotone Makò', fibres: { cotton: 100 }, weightClass: 'lace', metersPer100g: 1200, needleSizeMm: '2-2.5', hookSizeMm: '1.5', price: 180, colours: 4, use: USES.machine },
  { category: 'bobbincotton', subCategory: 'Cotton Viscose', brand: filpucci, line: 'Cotton Viscose Soft', fibres: { cotton: 60, viscose: 40 }, weightClass: 'fingering', metersPer100g: 900, needleSizeMm: '2.5-3', hookSizeMm: '2', price: 140, colours: 4, use: USES.summer },
  { category: 'bobbincotton', subCategory: 'Cotton Viscose', brand: zegnaBaruffa, line: 'Cotton Lux', fibres: { cotton: 50, viscose: 50 }, weightClass: 'fingering', metersPer100g: 850, needleSizeMm: '2.5-3', hookSizeMm: '2', price: 150, colours: 4, use: USES.summer },
  { category: 'bobbincotton', subCategory: 'Linen Cotton', brand: bottoPoala, line: 'Lino Cotone', fibres: { linen: 45, cotton: 55 }, weightClass: 'fingering', metersPer100g: 650, needleSizeMm: '3-3.5', hookSizeMm: '2.5', price: 175, colours: 4, use: USES.summer },
  { category: 'bobbincotton', subCategory: 'Linen Cotton', brand: cariaggi, line: 'Linen Blend', fibres: { linen: 60, cotton: 40 }, weightClass: 'sport', metersPer100g: 500, needleSizeMm: '3-4', hookSizeMm: '3', price: 190, colours: 4, use: USES.home },
  { category: 'bobbinsilk', subCategory: 'Silk Blend', brand: filpucci, line: 'Seta Pura', fibres: { silk: 100 }, weightClass: 'lace', metersPer100g: 1800, needleSizeMm: '2-2.5', hookSizeMm: '1.5', price: 450, colours: 4, use: USES.luxury },
  { category: 'bobbinsilk', subCategory: 'Silk Blend', brand: cariaggi, line: 'Silk Merino', fibres: { silk: 30, merino: 70 }, weightClass: 'lace', metersPer100g: 1300, needleSizeMm: '2-3', hookSizeMm: null, price: 360, colours: 4, use: USES.luxury },
  { category: 'bobbinsilk', subCategory: 'Viscose', brand: zegnaBaruffa, line: 'Viscosa Lucida', fibres: { viscose: 100 }, weightClass: 'fingering', metersPer100g: 900, needleSizeMm: '2.5-3', hookSizeMm: '2', price: 125, colours: 4, use: USES.summer },
  { category: 'bobbinsilk', subCategory: 'Viscose', brand: bottoPoala, line: 'Viscose Metallic', fibres: { viscose: 90, metallic: 10 }, weightClass: 'fingering', metersPer100g: 1000, needleSizeMm: '2.5-3', hookSizeMm: '2', price: 135, colours: 4, use: USES.festive },
];
