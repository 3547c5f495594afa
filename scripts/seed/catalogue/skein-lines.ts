// Skein yarn the shop stocks: two or three lines per sub-category, each in several colours.
import { BRANDS } from './brands.ts';
import { USES, type SkeinLine } from './yarn-lines.ts';

const { yarnArt, alize, nako, himalaya, drops, madameTricote, kartopu, gazzal, lanaGrossa } = BRANDS;

export const SKEIN_LINES: SkeinLine[] = [
  // wool
  { category: 'wool', subCategory: 'Merino Wool', brand: yarnArt, line: 'Merino De Luxe 50', fibres: { merino: 50, acrylic: 50 }, weightClass: 'worsted', grams: 100, meters: 280, needleSizeMm: '3.5-4.5', hookSizeMm: '3.5-4', price: 98, colours: 6, use: USES.sweaters },
  { category: 'wool', subCategory: 'Merino Wool', brand: drops, line: 'Baby Merino', fibres: { merino: 100 }, weightClass: 'fingering', grams: 50, meters: 175, needleSizeMm: '2.5-3', hookSizeMm: '3', price: 165, colours: 5, use: USES.baby },
  { category: 'wool', subCategory: 'Alpaca', brand: drops, line: 'Alpaca', fibres: { alpaca: 100 }, weightClass: 'fingering', grams: 50, meters: 167, needleSizeMm: '2.5-3', hookSizeMm: '3', price: 175, colours: 5, use: USES.luxury },
  { category: 'wool', subCategory: 'Alpaca', brand: alize, line: 'Alpaca Royal', fibres: { alpaca: 15, wool: 30, acrylic: 55 }, weightClass: 'dk', grams: 100, meters: 250, needleSizeMm: '4-5', hookSizeMm: '4-5', price: 128, colours: 5, use: USES.sweaters },
  { category: 'wool', subCategory: 'Mohair', brand: drops, line: 'Kid-Silk', fibres: { mohair: 75, silk: 25 }, weightClass: 'lace', grams: 25, meters: 210, needleSizeMm: '3.5-5', hookSizeMm: null, price: 210, colours: 5, use: USES.airy },
  { category: 'wool', subCategory: 'Mohair', brand: lanaGrossa, line: 'Silkhair', fibres: { mohair: 70, silk: 30 }, weightClass: 'lace', grams: 25, meters: 210, needleSizeMm: '3-4', hookSizeMm: null, price: 330, colours: 5, use: USES.airy },
  { category: 'wool', subCategory: 'Sock Yarn', brand: alize, line: 'Superwash Comfort Socks', fibres: { wool: 75, polyamide: 25 }, weightClass: 'fingering', grams: 100, meters: 420, needleSizeMm: '2-3', hookSizeMm: '2-3', price: 185, colours: 5, use: USES.socks },
  { category: 'wool', subCategory: 'Sock Yarn', brand: drops, line: 'Fabel', fibres: { wool: 75, polyamide: 25 }, weightClass: 'fingering', grams: 50, meters: 205, needleSizeMm: '2.5-3.5', hookSizeMm: '3', price: 95, colours: 5, use: USES.socks },
  { category: 'wool', subCategory: 'Fluffy Yarn', brand: alize, line: 'Angora Real 40', fibres: { wool: 40, acrylic: 60 }, weightClass: 'fingering', grams: 100, meters: 480, needleSizeMm: '2.5-3', hookSizeMm: '2-3', price: 105, colours: 5, use: USES.airy },
  { category: 'wool', subCategory: 'Fluffy Yarn', brand: nako, line: 'Angora Luks', fibres: { mohair: 5, wool: 10, acrylic: 85 }, weightClass: 'fingering', grams: 100, meters: 550, needleSizeMm: '2-3', hookSizeMm: '2-3', price: 92, colours: 5, use: USES.airy },
  // cotton
  { category: 'cotton', subCategory: 'Pure Cotton', brand: drops, line: 'Paris', fibres: { cotton: 100 }, weightClass: 'aran', grams: 50, meters: 75, needleSizeMm: '5', hookSizeMm: '5', price: 75, colours: 5, use: USES.home },
  { category: 'cotton', subCategory: 'Pure Cotton', brand: madameTricote, line: 'Cotton Soft', fibres: { cotton: 100 }, weightClass: 'sport', grams: 50, meters: 125, needleSizeMm: '3-3.5', hookSizeMm: '2.5-3', price: 62, colours: 5, use: USES.summer },
  { category: 'cotton', subCategory: 'Mercerized Cotton', brand: yarnArt, line: 'Begonia', fibres: { cotton: 100 }, weightClass: 'fingering', grams: 50, meters: 169, needleSizeMm: '2-2.5', hookSizeMm: '1.5-2', price: 58, colours: 6, use: USES.summer },
  { category: 'cotton', subCategory: 'Mercerized Cotton', brand: gazzal, line: 'Rose Garden', fibres: { cotton: 100 }, weightClass: 'fingering', grams: 50, meters: 280, needleSizeMm: '1.75-2', hookSizeMm: '1-1.5', price: 66, colours: 5, use: USES.summer },
  { category: 'cotton', subCategory: 'Cotton Blend', brand: yarnArt, line: 'Jeans', fibres: { cotton: 55, acrylic: 45 }, weightClass: 'sport', grams: 50, meters: 160, needleSizeMm: '3-3.5', hookSizeMm: '2.5-3', price: 54, colours: 6, use: USES.toys },
  { category: 'cotton', subCategory: 'Cotton Blend', brand: alize, line: 'Cotton Gold', fibres: { cotton: 55, acrylic: 45 }, weightClass: 'dk', grams: 100, meters: 330, needleSizeMm: '3-4', hookSizeMm: '2-3', price: 89, colours: 5, use: USES.everyday },
  { category: 'cotton', subCategory: 'Linen', brand: lanaGrossa, line: 'Linarte', fibres: { linen: 50, cotton: 50 }, weightClass: 'dk', grams: 50, meters: 120, needleSizeMm: '3.5-4', hookSizeMm: '3.5', price: 195, colours: 5, use: USES.summer },
  { category: 'cotton', subCategory: 'Linen', brand: himalaya, line: 'Linen Natural', fibres: { linen: 60, viscose: 40 }, weightClass: 'sport', grams: 50, meters: 140, needleSizeMm: '3-3.5', hookSizeMm: '3', price: 112, colours: 5, use: USES.summer },
  // fancy
  { category: 'fancy', subCategory: 'Plush Yarn', brand: himalaya, line: 'Dolphin Baby', fibres: { polyester: 100 }, weightClass: 'superBulky', grams: 100, meters: 120, needleSizeMm: '6-7', hookSizeMm: '6-7', price: 86, colours: 6, use: USES.toys },
  { category: 'fancy', subCategory: 'Plush Yarn', brand: yarnArt, line: 'Dolce', fibres: { polyester: 100 }, weightClass: 'superBulky', grams: 100, meters: 120, needleSizeMm: '5-6', hookSizeMm: '5-6', price: 91, colours: 5, use: USES.toys },
  { category: 'fancy', subCategory: 'Boucle', brand: alize, line: 'Softy Boucle', fibres: { wool: 20, acrylic: 80 }, weightClass: 'bulky', grams: 100, meters: 160, needleSizeMm: '5-6', hookSizeMm: '5-6', price: 79, colours: 5, use: USES.chunky },
  { category: 'fancy', subCategory: 'Boucle', brand: kartopu, line: 'Boucle Mohair', fibres: { mohair: 10, acrylic: 90 }, weightClass: 'aran', grams: 100, meters: 190, needleSizeMm: '5-6', hookSizeMm: '5', price: 84, colours: 5, use: USES.sweaters },
  { category: 'fancy', subCategory: 'Tape Yarn', brand: yarnArt, line: 'Macrame Cotton', fibres: { cotton: 80, polyester: 20 }, weightClass: 'bulky', grams: 250, meters: 225, needleSizeMm: '6-8', hookSizeMm: '5-6', price: 168, colours: 5, use: USES.home },
  { category: 'fancy', subCategory: 'Tape Yarn', brand: madameTricote, line: 'Ribbon Tape', fibres: { polyester: 100 }, weightClass: 'bulky', grams: 250, meters: 130, needleSizeMm: '7-9', hookSizeMm: '6-8', price: 142, colours: 5, use: USES.home },
  { category: 'fancy', subCategory: 'Sequin Yarn', brand: alize, line: 'Sal Sim', fibres: { wool: 5, acrylic: 85, metallic: 10 }, weightClass: 'fingering', grams: 100, meters: 460, needleSizeMm: '3-4', hookSizeMm: '2-3', price: 118, colours: 5, use: USES.festive },
  { category: 'fancy', subCategory: 'Sequin Yarn', brand: nako, line: 'Paris Sim', fibres: { acrylic: 90, metallic: 10 }, weightClass: 'dk', grams: 100, meters: 300, needleSizeMm: '3.5-4.5', hookSizeMm: '3-4', price: 99, colours: 5, use: USES.festive },
  // baby
  { category: 'baby', subCategory: 'Baby Wool', brand: lanaGrossa, line: 'Cool Wool Baby', fibres: { merino: 100 }, weightClass: 'fingering', grams: 50, meters: 175, needleSizeMm: '2.5-3', hookSizeMm: '2.5', price: 220, colours: 5, use: USES.baby },
  { category: 'baby', subCategory: 'Baby Wool', brand: kartopu, line: 'Baby One', fibres: { wool: 45, acrylic: 55 }, weightClass: 'sport', grams: 100, meters: 270, needleSizeMm: '3-3.5', hookSizeMm: '3', price: 88, colours: 5, use: USES.baby },
  { category: 'baby', subCategory: 'Baby Cotton', brand: gazzal, line: 'Baby Cotton', fibres: { cotton: 60, acrylic: 40 }, weightClass: 'sport', grams: 50, meters: 165, needleSizeMm: '3-3.5', hookSizeMm: '2.5-3', price: 72, colours: 6, use: USES.baby },
  { category: 'baby', subCategory: 'Baby Cotton', brand: himalaya, line: 'Bamboo Baby', fibres: { bamboo: 50, cotton: 50 }, weightClass: 'sport', grams: 50, meters: 140, needleSizeMm: '3-3.5', hookSizeMm: '3', price: 81, colours: 5, use: USES.baby },
  { category: 'baby', subCategory: 'Baby Acrylic', brand: alize, line: 'Baby Best', fibres: { acrylic: 90, bamboo: 10 }, weightClass: 'sport', grams: 100, meters: 240, needleSizeMm: '3.5-4', hookSizeMm: '3-4', price: 96, colours: 5, use: USES.baby },
  { category: 'baby', subCategory: 'Baby Acrylic', brand: nako, line: 'Bebe', fibres: { acrylic: 100 }, weightClass: 'fingering', grams: 100, meters: 400, needleSizeMm: '2.5-3', hookSizeMm: '2.5', price: 69, colours: 5, use: USES.baby },
  // acrylic
  { category: 'acrylic', subCategory: 'Acrylic', brand: yarnArt, line: 'Elite', fibres: { acrylic: 100 }, weightClass: 'fingering', grams: 100, meters: 300, needleSizeMm: '3-4', hookSizeMm: '2.5-3.5', price: 45, colours: 6, use: USES.everyday },
  { category: 'acrylic', subCategory: 'Acrylic', brand: kartopu, line: 'Elite Acrylic', fibres: { acrylic: 100 }, weightClass: 'dk', grams: 100, meters: 280, needleSizeMm: '3.5-4.5', hookSizeMm: '3-4', price: 52, colours: 5, use: USES.everyday },
  { category: 'acrylic', subCategory: 'Microfiber', brand: himalaya, line: 'Everyday Bambino', fibres: { microfibre: 100 }, weightClass: 'dk', grams: 100, meters: 250, needleSizeMm: '3.5-4', hookSizeMm: '3-4', price: 64, colours: 5, use: USES.toys },
  { category: 'acrylic', subCategory: 'Microfiber', brand: madameTricote, line: 'Baby Lux', fibres: { microfibre: 100 }, weightClass: 'sport', grams: 100, meters: 350, needleSizeMm: '3-3.5', hookSizeMm: '2.5-3', price: 58, colours: 5, use: USES.baby },
  { category: 'acrylic', subCategory: 'Chunky Yarn', brand: alize, line: 'Puffy', fibres: { polyester: 100 }, weightClass: 'superBulky', grams: 100, meters: 9, needleSizeMm: null, hookSizeMm: null, price: 115, colours: 5, use: USES.chunky },
  { category: 'acrylic', subCategory: 'Chunky Yarn', brand: drops, line: 'Snow', fibres: { wool: 100 }, weightClass: 'superBulky', grams: 50, meters: 50, needleSizeMm: '8', hookSizeMm: '9', price: 108, colours: 5, use: USES.chunky },
];
