// Checkbox (the cloud ПРРО) behind the shop's FiscalRegister: shifts, sale and return receipts
// keyed by the shop's own UUID, and the receipt's state and public page.
import type { CheckboxConfig } from './checkbox-config';
import { checkboxReceipt, checkboxShift, type CheckboxReceipt, type CheckboxShift } from './checkbox-schemas';
import { checkboxSession } from './checkbox-session';
import { fiscalError, FiscalError } from './fiscal-error';
import type { FiscalReceipt, FiscalRegister, ReceiptInput, ReceiptState, ShiftInfo } from './fiscal-types';

/** Opening a shift is asynchronous at Checkbox (OPENING, then OPENED): look this often … */
const SHIFT_POLL_MS = 300;
/** … for at most this long by default. */
const SHIFT_OPEN_WAIT_MS = 10_000;
const OPEN_STATES = new Set(['OPENING', 'OPENED']);

const RECEIPT_STATE: Record<string, ReceiptState> = { CREATED: 'created', DONE: 'done', ERROR: 'error' };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const shiftInfo = (shift: CheckboxShift): ShiftInfo => ({ shiftId: shift.id, status: shift.status, open: OPEN_STATES.has(shift.status) });

export function createCheckboxRegister(config: CheckboxConfig): FiscalRegister {
  const session = checkboxSession(config);
  const root = config.baseUrl.replace(/\/+$/, '');
  const htmlUrl = (receiptId: string) => `${root}/receipts/${encodeURIComponent(receiptId)}/html`;

  const asReceipt = (receipt: CheckboxReceipt): FiscalReceipt => ({
    receiptId: receipt.id,
    state: RECEIPT_STATE[receipt.status] ?? 'created',
    fiscalCode: receipt.fiscal_code ?? null,
    isReturn: receipt.is_return ?? false,
    totalKop: receipt.total_sum ?? null,
    htmlUrl: htmlUrl(receipt.id),
  });

  async function currentShift(): Promise<ShiftInfo | null> {
    const shift = await session.call({ method: 'GET', path: '/cashier/shift', answer: checkboxShift.nullable(), write: false });
    return shift ? shiftInfo(shift) : null;
  }

  async function receipt(receiptId: string): Promise<FiscalReceipt> {
    return asReceipt(await session.call({ method: 'GET', path: `/receipts/${encodeURIComponent(receiptId)}`, answer: checkboxReceipt, write: false }));
  }

  /** The receipt already made under this id, or null when Checkbox has none. */
  async function existing(receiptId: string): Promise<FiscalReceipt | null> {
    try {
      return await receipt(receiptId);
    } catch (error) {
      if (error instanceof FiscalError && error.details.httpStatus === 404) return null;
      throw error;
    }
  }

  async function issue(input: ReceiptInput, isReturn: boolean): Promise<FiscalReceipt> {
    const body = {
      id: input.receiptId,
      goods: input.goods.map((good) => ({ good: { code: good.code, name: good.name, price: good.priceKop }, quantity: Math.round(good.quantity * 1000) })),
      payments: input.payments.map((payment) => ({ type: payment.type, value: payment.amountKop })),
      ...(isReturn ? { is_return: true } : {}),
      ...(input.email ? { delivery: { email: input.email } } : {}),
    };
    try {
      return asReceipt(await session.call({ method: 'POST', path: '/receipts/sell', body, answer: checkboxReceipt, write: true }));
    } catch (error) {
      // A second sell with a known id is refused; the receipt made by the first is the answer.
      if (!(error instanceof FiscalError) || error.code !== 'FISCAL_REFUSED') throw error;
      const made = await existing(input.receiptId);
      if (made) return made;
      throw error;
    }
  }

  return {
    currentShift,
    receipt,
    receiptHtmlUrl: htmlUrl,
    sell: (input) => issue(input, false),
    refund: (input) => issue(input, true),

    async ensureShiftOpen() {
      let shift = await currentShift();
      if (!shift?.open) {
        try {
          await session.call({ method: 'POST', path: '/shifts', body: {}, answer: checkboxShift, write: true });
        } catch (error) {
          // "Касир вже працює з даною касою": a shift opened meanwhile (another instance) is fine.
          if (!(error instanceof FiscalError) || error.code !== 'FISCAL_REFUSED') throw error;
          if (!(await currentShift())?.open) throw error;
        }
      }
      const deadline = Date.now() + (config.shiftOpenWaitMs ?? SHIFT_OPEN_WAIT_MS);
      for (;;) {
        shift = await currentShift();
        if (shift?.status === 'OPENED') return shift;
        if (Date.now() > deadline) throw fiscalError('FISCAL_SHIFT_NOT_OPENED', 'GET /cashier/shift', { message: `shift is ${shift?.status ?? 'missing'}` });
        await pause(SHIFT_POLL_MS);
      }
    },

    async closeShift() {
      const closed = await session.call({ method: 'POST', path: '/shifts/close', body: {}, answer: checkboxShift, write: true });
      return { ...shiftInfo(closed), zReportId: closed.z_report?.id ?? null };
    },
  };
}
