// Prices are shown the Ukrainian way in both languages (web/README.md, "Decisions"): "1 250 ₴", never "$" or "en-US".
// Written out rather than through Intl: the server's ICU (Node) and the browser's (Chromium) spell
// UAH differently ("₴" and "грн"), and a price the server rendered must read the same when the
// browser hydrates it.
const NO_BREAK_SPACE = '\u00a0';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NO_BREAK_SPACE);
}

/** Kopecks (the payments' unit) as hryvnias, for formatMoney. */
export const fromKopecks = (kop: number): number => kop / 100;

/** Formats an amount in UAH. Prices are whole hryvnias, so kopiykas appear only when present. */
export function formatMoney(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const kopiykas = Math.round(Math.abs(amount) * 100);
  const hryvnias = groupThousands(String(Math.floor(kopiykas / 100)));
  const rest = kopiykas % 100;
  const fraction = rest === 0 ? '' : `,${String(rest).padStart(2, '0')}`;
  return `${sign}${hryvnias}${fraction}${NO_BREAK_SPACE}₴`;
}
