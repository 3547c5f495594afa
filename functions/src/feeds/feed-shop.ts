// What a feed says about the shop itself, and the time it was built in the channels' own form.
export interface FeedShop {
  /** The shop's name, which also stands for the maker of a good that names none. */
  name: string;
  company: string;
  /** The shop's public origin: every address in a feed is absolute on it. */
  origin: string;
}

export const SHOP_NAME = process.env.SHOP_NAME ?? 'Крамниця пряжі';
export const SHOP_COMPANY = process.env.SHOP_COMPANY ?? SHOP_NAME;

const KYIV_MINUTE = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "2026-11-28 15:40", Kyiv time: the form YML's `date` and Hotline's `<date>` take. */
export function feedDate(date: Date): string {
  return KYIV_MINUTE.format(date);
}

/** "165.00 UAH": Google's price, two decimals and the currency. */
export const googlePrice = (uah: number): string => `${uah.toFixed(2)} UAH`;
