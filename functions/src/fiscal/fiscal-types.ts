// The shop's words for fiscal receipts. No Checkbox field name leaves this folder.

export interface ReceiptGood {
  /** The good's articul. */
  code: string;
  name: string;
  /** Price of one unit, integer kopecks. */
  priceKop: number;
  /** Pieces (skeins); up to three decimals for goods sold by length or weight. */
  quantity: number;
}

export interface ReceiptPayment {
  /** CASHLESS for a card (and for cash on delivery paid to the carrier), CASH for cash in hand. */
  type: 'CASHLESS' | 'CASH';
  amountKop: number;
}

export interface ReceiptInput {
  /**
   * A UUID the shop chooses and keeps before the first try: issuing the same id again never makes a
   * second receipt, so a receipt can be retried safely after any failure.
   */
  receiptId: string;
  goods: ReceiptGood[];
  payments: ReceiptPayment[];
  /** Where Checkbox mails the receipt; the shop may also mail the link itself. */
  email?: string;
}

export type ReceiptState = 'created' | 'done' | 'error';

export interface FiscalReceipt {
  receiptId: string;
  /** created: accepted by Checkbox, not yet by the tax service; done: fiscalized. */
  state: ReceiptState;
  /** The tax service's number, once `done`. */
  fiscalCode: string | null;
  isReturn: boolean;
  totalKop: number | null;
  /** A page showing the receipt, to link in the mail and on the ADMIN's order page. */
  htmlUrl: string;
}

export interface ShiftInfo {
  shiftId: string;
  /** Checkbox's own word: CREATED, OPENING, OPENED, CLOSING, CLOSED. */
  status: string;
  open: boolean;
}

/** One cash register in the cloud ПРРО. Every method throws FiscalError, and only FiscalError. */
export interface FiscalRegister {
  /** Opens a shift unless one is open (or opening) and waits until it is OPENED. */
  ensureShiftOpen(): Promise<ShiftInfo>;
  currentShift(): Promise<ShiftInfo | null>;
  /** Closes the shift with its Z report. */
  closeShift(): Promise<ShiftInfo & { zReportId: string | null }>;
  sell(input: ReceiptInput): Promise<FiscalReceipt>;
  /** The same call with is_return: a receipt for money given back. */
  refund(input: ReceiptInput): Promise<FiscalReceipt>;
  receipt(receiptId: string): Promise<FiscalReceipt>;
  receiptHtmlUrl(receiptId: string): string;
}
