import { createIntl, createIntlCache } from 'react-intl';

// Prices are shown the Ukrainian way in both languages (STYLE.md): "1 250 ₴", never "$" or "en-US".
const moneyIntl = createIntl({ locale: 'uk-UA', messages: {} }, createIntlCache());

/** Formats an amount in UAH. Prices are whole hryvnias, so kopiykas appear only when present. */
export function formatMoney(amount: number): string {
  return moneyIntl.formatNumber(amount, {
    style: 'currency',
    currency: 'UAH',
    trailingZeroDisplay: 'stripIfInteger',
  });
}
