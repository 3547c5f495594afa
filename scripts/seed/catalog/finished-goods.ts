// Finished items knitted by the shop's workshop: the Goodsmadefromyarn category (docs/product.md, "Routes").
import type { Localized } from '../../../functions/src/model/types.ts';
import { BRANDS } from './brands.ts';
import { coloursForLine } from './colours.ts';
import type { GoodDraft } from './good-draft.ts';
import { randomFor } from './random.ts';
import { text, type Motif } from './seed-types.ts';

interface FinishedItem {
  title: Localized;
  description: Localized;
  price: number;
  colours: number;
  motif: Motif;
}

const FINISHED_ITEMS: FinishedItem[] = [
  { title: text('Шапка-біні з мериносу', 'Merino beanie hat'), description: text("Тепла шапка-біні ручної в'язки з вовни мериноса, не колеться.", 'A warm hand-knitted merino beanie that does not itch.'), price: 650, colours: 4, motif: 'hat' },
  { title: text('Дитяча шапочка з помпоном', 'Baby bobble hat'), description: text("М'яка шапочка для малюків 1–3 років із пухнастим помпоном.", 'A soft hat with a fluffy bobble for toddlers aged 1 to 3.'), price: 480, colours: 4, motif: 'hat' },
  { title: text('Светр оверсайз із косами', 'Oversized cable-knit sweater'), description: text("Об'ємний светр із косами, розмір M–L. В'язаний вручну з напіввовни.", 'A roomy cable-knit sweater, size M to L, hand-knitted from a wool blend.'), price: 2600, colours: 4, motif: 'sweater' },
  { title: text('Кардиган з альпаки', 'Alpaca cardigan'), description: text('Легкий теплий кардиган на ґудзиках, розмір S–M.', 'A light and warm buttoned cardigan, size S to M.'), price: 2900, colours: 3, motif: 'sweater' },
  { title: text('Плед «Бабусин квадрат»', 'Granny square blanket'), description: text('Яскравий плед гачком із бабусиних квадратів, 120 × 150 см.', 'A bright crocheted granny square blanket, 120 × 150 cm.'), price: 2400, colours: 3, motif: 'blanket' },
  { title: text('Дитячий плед з плюшевої пряжі', 'Plush baby blanket'), description: text("Ніжний плюшевий плед для коляски чи ліжечка, 80 × 100 см.", 'A gentle plush blanket for a pram or cot, 80 × 100 cm.'), price: 1350, colours: 4, motif: 'blanket' },
  { title: text('Іграшка-амігурумі «Зайчик»', 'Amigurumi bunny toy'), description: text("Зайчик гачком з бавовни, висота 25 см. Очі пришиті, безпечно для малюків.", 'A crocheted cotton bunny, 25 cm tall, with stitched eyes safe for babies.'), price: 520, colours: 4, motif: 'toy' },
  { title: text('Плюшевий ведмедик', 'Plush teddy bear'), description: text("М'який ведмедик із плюшевої пряжі, висота 30 см.", 'A cuddly teddy bear of plush yarn, 30 cm tall.'), price: 690, colours: 3, motif: 'toy' },
  { title: text('Шарф з мохеру', 'Mohair scarf'), description: text('Легкий ажурний шарф з мохеру та шовку, 180 × 30 см.', 'A light lacy scarf of mohair and silk, 180 × 30 cm.'), price: 890, colours: 4, motif: 'scarf' },
  { title: text('Шкарпетки вовняні', 'Wool socks'), description: text('Теплі шкарпетки з візерунком, розмір 38–40.', 'Warm patterned socks, EU size 38 to 40.'), price: 380, colours: 4, motif: 'sock' },
  { title: text("Снуд крупної в'язки", 'Chunky snood'), description: text('Товстий снуд у два оберти, зігріє в найсильніший мороз.', 'A thick double-loop snood for the coldest days.'), price: 750, colours: 3, motif: 'scarf' },
  { title: text('Рукавиці з орнаментом', 'Patterned mittens'), description: text('Вовняні рукавиці з традиційним українським орнаментом.', 'Wool mittens with a traditional Ukrainian ornament.'), price: 560, colours: 3, motif: 'sock' },
  { title: text('Кошик з трикотажної пряжі', 'Tape yarn basket'), description: text('Міцний кошик гачком для іграшок чи клубків, діаметр 30 см.', 'A sturdy crocheted basket for toys or yarn, 30 cm across.'), price: 420, colours: 3, motif: 'bag' },
  { title: text('Сумка-шопер гачком', 'Crochet tote bag'), description: text('Містка сумка-шопер з бавовняного шнура на підкладці.', 'A roomy lined tote bag crocheted from cotton cord.'), price: 980, colours: 3, motif: 'bag' },
];

export function finishedGoodDrafts(): GoodDraft[] {
  return FINISHED_ITEMS.flatMap((item) => {
    const random = randomFor(item.title.en);
    return coloursForLine(item.title.en, item.colours, (size) => random.int(0, size - 1)).map((colour) => ({
      brand: BRANDS.workshop,
      category: 'Goodsmadefromyarn',
      subCategory: null,
      kind: 'finishedItem' as const,
      measurement: 'piece' as const,
      measurementCount: 1,
      title: { ua: `${item.title.ua}, колір ${colour.name.ua}`, en: `${item.title.en}, ${colour.name.en}` },
      description: item.description,
      price: item.price,
      yarnColour: null,
      // Handmade: only a few of each.
      maxStock: 6,
      art: { motif: item.motif, colourHex: colour.hex, caption: 'Петелька', detail: item.title.ua },
    }));
  });
}
