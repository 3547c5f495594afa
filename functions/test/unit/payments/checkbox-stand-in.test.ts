// The Checkbox adapter against the running stand-in: shifts, receipts keyed by the shop's UUID,
// and what happens when Checkbox is down or the cashier's token has run out.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckboxRegister } from '../../../src/fiscal/checkbox-register';
import { standInCheckboxConfig } from '../../../src/fiscal/checkbox-config';
import type { FiscalError } from '../../../src/fiscal/fiscal-error';
import type { FiscalRegister, ReceiptInput } from '../../../src/fiscal/fiscal-types';
import { startPaymentStandIn, type PaymentStandIn } from '../../payment-stand-in/start';

let standIn: PaymentStandIn;
let register: FiscalRegister;
const caught = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as FiscalError);

beforeAll(async () => {
  standIn = await startPaymentStandIn({ port: 0 });
  register = createCheckboxRegister(standInCheckboxConfig(standIn.url));
});
afterAll(() => standIn.stop());

const sale = (receiptId = randomUUID()): ReceiptInput => ({
  receiptId,
  goods: [
    { code: 'ALZ-55', name: 'Пряжа Alize Cotton Gold', priceKop: 12_500, quantity: 3 },
    { code: 'KP-4', name: 'Спиці 4 мм', priceKop: 8_050, quantity: 1 },
  ],
  payments: [{ type: 'CASHLESS', amountKop: 45_550 }],
});

describe('Checkbox through the stand-in', () => {
  it('opens a shift, sells, and the receipt becomes DONE with a fiscal code and a public page', async () => {
    expect(await register.currentShift()).toBeNull();
    expect(await register.ensureShiftOpen()).toMatchObject({ status: 'OPENED', open: true });
    const receipt = await register.sell(sale());
    expect(receipt).toMatchObject({ state: 'created', fiscalCode: null, totalKop: 45_550, isReturn: false });
    const done = await register.receipt(receipt.receiptId);
    const later = await register.receipt(receipt.receiptId);
    expect([done.state, later.state]).toContain('done');
    expect(later.fiscalCode).toMatch(/^TEST-/);
    const page = await fetch(register.receiptHtmlUrl(receipt.receiptId));
    expect(await page.text()).toContain(later.fiscalCode!);
  });

  it('makes one receipt however often the same id is sold, and a return with is_return', async () => {
    await register.ensureShiftOpen();
    const input = sale();
    const first = await register.sell(input);
    const again = await register.sell(input);
    expect(again.receiptId).toBe(first.receiptId);
    const made = standIn.receipts().filter((receipt) => receipt.id === input.receiptId);
    expect(made).toHaveLength(1);
    expect(made[0]!.sellCalls).toBe(2);
    const back = await register.refund({ ...sale(), payments: [{ type: 'CASHLESS', amountKop: 45_550 }] });
    expect(back.isReturn).toBe(true);
  });

  it('refuses a sale whose payments do not add up, with Checkbox\'s message, and makes nothing', async () => {
    await register.ensureShiftOpen();
    const input = { ...sale(), payments: [{ type: 'CASHLESS' as const, amountKop: 100 }] };
    expect(await caught(register.sell(input))).toMatchObject({ code: 'FISCAL_REFUSED', details: { httpStatus: 400, message: expect.stringMatching(/Сума оплат/) } });
    expect(standIn.receipts().some((receipt) => receipt.id === input.receiptId)).toBe(false);
  });

  it('takes a shift another instance has just opened ("already works with this register") as open', async () => {
    await register.closeShift();
    standIn.shiftAlreadyOpen();
    expect(await register.ensureShiftOpen()).toMatchObject({ status: 'OPENED' });
  });

  it('closes the shift with a Z report; a sale then is refused for want of a shift', async () => {
    await register.ensureShiftOpen();
    expect(await register.closeShift()).toMatchObject({ status: 'CLOSED', open: false, zReportId: expect.any(String) });
    expect(await caught(register.sell(sale()))).toMatchObject({ code: 'FISCAL_REFUSED', details: { message: 'Зміну не відкрито' } });
  });

  it('signs the cashier in again when the token has run out', async () => {
    await register.ensureShiftOpen();
    standIn.expireCashierTokens();
    expect((await register.sell(sale())).state).toBe('created');
  });

  it('maps Checkbox down to FISCAL_SERVICE_DOWN and silence to FISCAL_SERVICE_TIMEOUT, a sale marked outcome unknown', async () => {
    await register.ensureShiftOpen();
    standIn.checkboxDown(true);
    try {
      expect(await caught(register.sell(sale()))).toMatchObject({ code: 'FISCAL_SERVICE_DOWN', details: { httpStatus: 503, outcomeUnknown: true } });
      expect((await caught(register.ensureShiftOpen()))?.code).toBe('FISCAL_SERVICE_DOWN');
    } finally {
      standIn.checkboxDown(false);
    }
    const quick = createCheckboxRegister({ ...standInCheckboxConfig(standIn.url), timeoutMs: 150 });
    standIn.failNext('timeout', 1, 'POST /api/v1/cashier/signin');
    expect((await caught(quick.currentShift()))?.code).toBe('FISCAL_SERVICE_TIMEOUT');
  });

  it('refuses a register without its license key', async () => {
    const unlicensed = createCheckboxRegister({ ...standInCheckboxConfig(standIn.url), licenseKey: '' });
    expect((await caught(unlicensed.currentShift()))?.code).toBe('FISCAL_AUTH_FAILED');
  });
});
