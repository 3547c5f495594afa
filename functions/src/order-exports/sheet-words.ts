// The words of an exported orders sheet in the ADMIN's language: its header and the names of
// statuses, payments and carriers (the same words as the orders manager's).
import type { Language } from '@domain/language';
import type { OrderStatus } from '@domain/order-status';
import type { PaymentFilter } from '@domain/payment-filter';

type Words = Record<Language, string>;

export const ORDER_COLUMNS: Record<Language, string[]> = {
  ua: ['Номер', 'Дата', 'Покупець', 'Телефон', 'Доставка', 'ТТН', 'Стан', 'Оплата', 'Чек', 'Товар', 'Артикул', 'Партія', 'Кількість', 'Ціна', 'Сума'],
  en: ['Number', 'Date', 'Customer', 'Phone', 'Delivery', 'Waybill', 'Status', 'Payment', 'Receipt', 'Good', 'Articul', 'Lot', 'Quantity', 'Price', 'Total'],
};

export const SHEET_NAME: Words = { ua: 'Замовлення', en: 'Orders' };

export const STATUS_WORDS: Record<OrderStatus, Words> = {
  UNCONFIRMED: { ua: 'Не підтверджене', en: 'Unconfirmed' },
  RESERVED: { ua: 'Зарезервоване', en: 'Reserved' },
  CONFIRMED: { ua: 'Підтверджене', en: 'Confirmed' },
  SENT: { ua: 'Відправлене', en: 'Sent' },
  COMPLETED: { ua: 'Виконане', en: 'Completed' },
  CANCELLED: { ua: 'Скасоване', en: 'Cancelled' },
};

export const PAYMENT_WORDS: Record<PaymentFilter, Words> = {
  cod: { ua: 'При отриманні', en: 'On delivery' },
  awaiting: { ua: 'Карткою: очікує оплати', en: 'Card: awaiting payment' },
  held: { ua: 'Карткою: кошти заблоковано', en: 'Card: money held' },
  finalized: { ua: 'Карткою: списано', en: 'Card: charged' },
  failed: { ua: 'Карткою: відхилено або минув час', en: 'Card: declined or ran out' },
  refunded: { ua: 'Карткою: повернено або розблоковано', en: 'Card: refunded or released' },
};

export const RECEIPT_PENDING: Words = { ua: 'чек очікує', en: 'receipt pending' };
