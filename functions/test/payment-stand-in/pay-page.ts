// The hosted payment page at the pageUrl the providers answer: a card number and a pay button.
// Paying sends the webhooks (processing, then the outcome) and sends the browser back, 303, to the
// shop's redirect address, as the providers' pages do.
import { touch, type StandInInvoice } from './stand-in-state';
import type { Reply, StandInContext } from './monobank-stand-in';

/** The stand-in's test cards: any expiry and CVV. */
export const TEST_CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

const digits = (card: string) => card.replace(/\D/g, '');
const maskPan = (card: string) => `${card.slice(0, 6)}******${card.slice(-4)}`;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const html = (status: number, body: string): Reply => ({ status, body, headers: { 'Content-Type': 'text/html; charset=utf-8' } });

function page(invoice: StandInInvoice): string {
  const sum = (invoice.amount / 100).toFixed(2);
  return `<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Оплата ${escapeHtml(invoice.id)}</title></head><body>
<h1>${escapeHtml(invoice.destination || 'Оплата замовлення')}</h1><p>До сплати: ${sum} грн</p>
<form method="post" action="/pay/${encodeURIComponent(invoice.id)}">
<label for="card">Номер картки</label> <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<button type="submit">Сплатити</button></form></body></html>`;
}

/** What a card does to the invoice: processing first, then held, paid or declined. */
function pay(ctx: StandInContext, invoice: StandInInvoice, card: string): void {
  invoice.maskedPan = maskPan(card);
  touch(ctx.state, invoice, 'processing');
  ctx.webhooks.emit(invoice);
  if (card === digits(TEST_CARDS.approved)) {
    invoice.failureReason = null;
    if (invoice.hold) invoice.heldAtMs = ctx.state.now();
    else invoice.finalAmount = invoice.amount;
    touch(ctx.state, invoice, invoice.hold ? 'hold' : 'success');
  } else {
    invoice.failureReason = card === digits(TEST_CARDS.declined) ? 'Недостатньо коштів на картці' : 'Картку не прийнято (не тестова картка)';
    touch(ctx.state, invoice, 'failure');
  }
  ctx.webhooks.emit(invoice);
}

export function answerPayPage(ctx: StandInContext, method: string, invoiceId: string, form: URLSearchParams): Reply {
  const invoice = ctx.state.invoices.get(invoiceId);
  if (!invoice) return html(404, '<p>Рахунок не знайдено</p>');
  const payable = invoice.status === 'created' && ctx.state.now() <= invoice.payableUntilMs;
  if (!payable) return html(410, `<p>Рахунок уже не можна сплатити (${escapeHtml(invoice.status)})</p>`);
  if (method === 'GET') return html(200, page(invoice));
  const card = digits(form.get('card') ?? '');
  if (card.length < 12) return html(400, '<p>Введіть номер картки</p>');
  pay(ctx, invoice, card);
  return { status: 303, body: '', headers: { Location: invoice.redirectUrl || '/' } };
}
