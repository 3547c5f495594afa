// Issues a card's pending receipts through the ПРРО (fiscal/). A receipt is first written to the
// card as pending, in a transaction that skips one already there, and only then sent: a failure
// leaves it pending ("чек очікує" for the ADMIN) for the next try, and its id keeps a retry from
// making a second one.
import * as logger from 'firebase-functions/logger';
import { discountedPrice } from '@domain/pricing';
import { toKopecks } from '@domain/payment';
import { FiscalError } from '../fiscal/fiscal-error';
import type { FiscalReceipt, FiscalRegister, ReceiptInput } from '../fiscal/fiscal-types';
import type { CardReceipt, ShoppingCardDoc } from '../model/types';
import { cardRef } from '../order-core/access';
import { cardTotalKop } from '../order-core/money-moves';
import { runOrderTransaction } from '../order-core/transaction';
import { fiscalRegister } from './providers';

/** Adds the receipts not yet on the card; answers whether any was added. */
export async function addReceipts(cardId: string, due: CardReceipt[]): Promise<boolean> {
  if (!due.length) return false;
  return runOrderTransaction(async (tx) => {
    const card = (await tx.get(cardRef(cardId))).data();
    if (!card) return false;
    const known = new Set((card.receipts ?? []).map((r) => r.receiptId));
    const added = due.filter((r) => !known.has(r.receiptId));
    if (!added.length) return false;
    tx.update(cardRef(cardId), { receipts: [...(card.receipts ?? []), ...added], receiptsPending: true });
    return true;
  });
}

/** The goods of the sale when the receipt is for all of them; else one line naming the order. */
function receiptInput(card: ShoppingCardDoc, receipt: CardReceipt): ReceiptInput {
  const whole = receipt.kind === 'sell' && receipt.amountKop === cardTotalKop(card.goods);
  const goods = whole
    ? card.goods.map((line) => ({ code: line.goodId, name: line.title.ua, priceKop: toKopecks(discountedPrice(line)), quantity: line.quantityToSell }))
    : [{ code: `order-${card.shoppingCardId}`, name: `${receipt.kind === 'return' ? 'Повернення за замовленням' : 'Замовлення'} №${card.shoppingCardId}`, priceKop: receipt.amountKop, quantity: 1 }];
  return { receiptId: receipt.receiptId, goods, payments: [{ type: 'CASHLESS', amountKop: receipt.amountKop }], ...(card.customer.email ? { email: card.customer.email } : {}) };
}

type Outcome = Pick<CardReceipt, 'state' | 'fiscalCode' | 'htmlUrl' | 'lastError'> & { failed: boolean };

/** The tax service usually accepts a receipt within seconds: wait that long before leaving it to the schedule. */
const FISCALIZE_WAIT = { tries: 10, everyMs: 500 };

async function untilFiscalized(register: FiscalRegister, made: FiscalReceipt): Promise<FiscalReceipt> {
  let receipt = made;
  for (let i = 0; receipt.state === 'created' && i < FISCALIZE_WAIT.tries; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, FISCALIZE_WAIT.everyMs));
    receipt = await register.receipt(made.receiptId);
  }
  return receipt;
}

async function send(card: ShoppingCardDoc, receipt: CardReceipt): Promise<Outcome> {
  const register = fiscalRegister();
  try {
    await register.ensureShiftOpen();
    const input = receiptInput(card, receipt);
    const sent = receipt.state === 'created' ? await register.receipt(receipt.receiptId) : receipt.kind === 'sell' ? await register.sell(input) : await register.refund(input);
    const made = await untilFiscalized(register, sent);
    return { state: made.state, fiscalCode: made.fiscalCode, htmlUrl: made.htmlUrl, lastError: null, failed: false };
  } catch (error) {
    if (!(error instanceof FiscalError)) throw error;
    logger.warn('A fiscal receipt waits: the ПРРО failed', { receiptId: receipt.receiptId, code: error.code, details: error.details });
    return { state: receipt.state, fiscalCode: receipt.fiscalCode, htmlUrl: receipt.htmlUrl, lastError: error.code, failed: true };
  }
}

const waits = (r: CardReceipt) => r.state === 'pending' || r.state === 'created';

/** Sends every receipt of the card that still waits; answers how many are done now. */
export async function issuePendingReceipts(cardId: string): Promise<number> {
  const card = (await cardRef(cardId).get()).data();
  const waiting = (card?.receipts ?? []).filter(waits);
  if (!card || !waiting.length) return 0;
  const outcomes = new Map<string, Outcome>();
  for (const receipt of waiting) outcomes.set(receipt.receiptId, await send(card, receipt));
  return runOrderTransaction(async (tx) => {
    const now = (await tx.get(cardRef(cardId))).data();
    if (!now) return 0;
    const receipts = (now.receipts ?? []).map((r) => {
      const outcome = outcomes.get(r.receiptId);
      if (!outcome || !waits(r)) return r;
      const { failed, ...fields } = outcome;
      return { ...r, ...fields, attempts: r.attempts + 1, ...(failed ? {} : { lastError: null }) };
    });
    tx.update(cardRef(cardId), { receipts, receiptsPending: receipts.some(waits) });
    return receipts.filter((r) => r.state === 'done' && outcomes.has(r.receiptId)).length;
  });
}
