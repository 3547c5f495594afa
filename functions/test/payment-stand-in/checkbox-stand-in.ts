// Checkbox's API v1: cashier sign-in, shifts and receipts with Checkbox's {message, detail?}
// errors. A receipt is CREATED when sold and DONE (with a fiscal code) from the next read on, as
// the tax service's acceptance comes a moment later.
import { randomUUID } from 'node:crypto';
import type { Reply } from './monobank-stand-in';

export interface StandInReceipt {
  id: string;
  status: 'CREATED' | 'DONE';
  fiscal_code: string | null;
  is_return: boolean;
  total_sum: number;
  shift_id: string;
  /** How many sell calls named this id (a retried receipt counts here, not as a second receipt). */
  sellCalls: number;
  goods: unknown;
  payments: unknown;
}

export interface CheckboxState {
  tokens: Set<string>;
  shift: { id: string; serial: number; status: 'OPENING' | 'OPENED' | 'CLOSED'; opened_at: string; closed_at: string | null } | null;
  receipts: Map<string, StandInReceipt>;
  /** The next read of the current shift answers none, as if read before another instance opened it. */
  hideShiftOnce: boolean;
  serial: number;
}

export const newCheckboxState = (): CheckboxState => ({ tokens: new Set(), shift: null, receipts: new Map(), hideShiftOnce: false, serial: 0 });

const refuse = (status: number, message: string, detail?: unknown): Reply => ({ status, body: detail === undefined ? { message } : { message, detail } });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function shiftBody(state: CheckboxState) {
  return state.shift && { ...state.shift, z_report: state.shift.status === 'CLOSED' ? { id: `z-${state.shift.id}` } : null };
}

/** Opens a shift as another instance of the shop would; the next shift read still says none. */
export function openShiftElsewhere(state: CheckboxState): void {
  state.serial += 1;
  state.shift = { id: randomUUID(), serial: state.serial, status: 'OPENED', opened_at: new Date().toISOString(), closed_at: null };
  state.hideShiftOnce = true;
}

function sell(state: CheckboxState, body: Record<string, unknown>): Reply {
  const id = typeof body.id === 'string' ? body.id : randomUUID();
  if (!UUID.test(id)) return refuse(422, 'Validation error', [{ loc: ['body', 'id'], msg: 'value is not a valid uuid', type: 'type_error.uuid' }]);
  const known = state.receipts.get(id);
  if (known) {
    known.sellCalls += 1;
    return refuse(400, 'Чек з таким ідентифікатором вже існує');
  }
  if (state.shift?.status !== 'OPENED') return refuse(400, 'Зміну не відкрито');
  const goods = Array.isArray(body.goods) ? (body.goods as { good?: { price?: unknown }; quantity?: unknown }[]) : [];
  const payments = Array.isArray(body.payments) ? (body.payments as { type?: unknown; value?: unknown }[]) : [];
  if (!goods.length) return refuse(422, 'Validation error', [{ loc: ['body', 'goods'], msg: 'ensure this value has at least 1 items' }]);
  const badGood = goods.findIndex((line) => !Number.isInteger(line.good?.price) || !Number.isInteger(line.quantity) || Number(line.quantity) <= 0);
  if (badGood >= 0) return refuse(422, 'Validation error', [{ loc: ['body', 'goods', badGood], msg: 'price and quantity must be integers' }]);
  const badPayment = payments.findIndex((payment) => (payment.type !== 'CASHLESS' && payment.type !== 'CASH') || !Number.isInteger(payment.value));
  if (!payments.length || badPayment >= 0) return refuse(422, 'Validation error', [{ loc: ['body', 'payments'], msg: 'type must be CASHLESS or CASH, value an integer' }]);
  const total = goods.reduce((sum, line) => sum + Math.round((Number(line.good?.price) * Number(line.quantity)) / 1000), 0);
  const paid = payments.reduce((sum, payment) => sum + Number(payment.value), 0);
  if (paid !== total) return refuse(400, `Сума оплат (${paid}) не дорівнює сумі чека (${total})`);
  const receipt: StandInReceipt = {
    id, status: 'CREATED', fiscal_code: null, is_return: body.is_return === true, total_sum: total, shift_id: state.shift.id, sellCalls: 1, goods, payments,
  };
  state.receipts.set(id, receipt);
  return { status: 201, body: receiptBody(receipt) };
}

const receiptBody = ({ sellCalls: _calls, goods: _goods, payments: _payments, ...receipt }: StandInReceipt) => receipt;

function receiptHtml(receipt: StandInReceipt): Reply {
  const kind = receipt.is_return ? 'Видатковий чек (повернення)' : 'Фіскальний чек';
  const body = `<!doctype html><html lang="uk"><meta charset="utf-8"><title>${kind}</title><h1>${kind}</h1><p>Сума: ${(receipt.total_sum / 100).toFixed(2)} грн</p><p>ФН чека: ${receipt.fiscal_code ?? 'очікує'}</p></html>`;
  return { status: 200, body, headers: { 'Content-Type': 'text/html; charset=utf-8' } };
}

export function answerCheckbox(state: CheckboxState, method: string, path: string, body: unknown, headers: { license?: string; bearer?: string }): Reply {
  const data = (body ?? {}) as Record<string, unknown>;
  const receiptPage = /^\/receipts\/([^/]+)\/html$/.exec(path);
  if (method === 'GET' && receiptPage) {
    // The receipt's public page: no key needed, it is linked from the shopper's mail.
    const receipt = state.receipts.get(decodeURIComponent(receiptPage[1]!));
    return receipt ? receiptHtml(receipt) : refuse(404, 'Чек не знайдено');
  }
  if (!headers.license) return refuse(403, 'Не вказано ключ ліцензії каси');
  if (method === 'POST' && (path === '/cashier/signin' || path === '/cashier/signinPinCode')) {
    const valid = path === '/cashier/signin' ? Boolean(data.login && data.password) : Boolean(data.pin_code);
    if (!valid) return refuse(403, 'Невірний логін або пароль');
    const token = `cb-${randomUUID()}`;
    state.tokens.add(token);
    return { status: 200, body: { type: 'bearer', token_type: 'bearer', access_token: token } };
  }
  if (!headers.bearer || !state.tokens.has(headers.bearer)) return refuse(401, 'Not authenticated');
  if (method === 'GET' && path === '/cashier/shift') {
    if (state.hideShiftOnce) {
      state.hideShiftOnce = false;
      return { status: 200, body: null };
    }
    if (state.shift?.status === 'OPENING') state.shift.status = 'OPENED'; // opening takes one look
    return { status: 200, body: state.shift?.status === 'CLOSED' ? null : shiftBody(state) };
  }
  if (method === 'POST' && path === '/shifts') {
    if (state.shift && state.shift.status !== 'CLOSED') return refuse(400, 'Касир вже працює з даною касою');
    state.serial += 1;
    state.shift = { id: randomUUID(), serial: state.serial, status: 'OPENING', opened_at: new Date().toISOString(), closed_at: null };
    return { status: 202, body: shiftBody(state) };
  }
  if (method === 'POST' && path === '/shifts/close') {
    if (!state.shift || state.shift.status === 'CLOSED') return refuse(400, 'Зміну не відкрито');
    Object.assign(state.shift, { status: 'CLOSED', closed_at: new Date().toISOString() });
    return { status: 202, body: shiftBody(state) };
  }
  if (method === 'POST' && path === '/receipts/sell') return sell(state, data);
  const receiptRead = /^\/receipts\/([^/]+)$/.exec(path);
  if (method === 'GET' && receiptRead) {
    const receipt = state.receipts.get(decodeURIComponent(receiptRead[1]!));
    if (!receipt) return refuse(404, 'Чек не знайдено');
    const answer = receiptBody(receipt);
    if (receipt.status === 'CREATED') Object.assign(receipt, { status: 'DONE', fiscal_code: `TEST-${receipt.id.slice(0, 8).toUpperCase()}` });
    return { status: 200, body: answer };
  }
  return refuse(404, 'Not Found');
}
