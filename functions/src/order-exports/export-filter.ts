// What an orders export covers, checked before the first byte is written: a range of Kyiv days
// (in order, at most a year) and the statuses and payment choices it keeps.
import type { z } from 'zod';
import { MAX_EXPORT_DAYS, type exportOrdersBody } from '@domain/api/order-exports';
import { isOrderStatus, type OrderStatus } from '@domain/order-status';
import { PAYMENT_FILTERS, matchesPaymentFilter, type PaymentFilter } from '@domain/payment-filter';
import { isOneOf } from '@domain/one-of';
import { ApiError } from '../http/api-error';
import type { ShoppingCardDoc } from '../model/types';
import { isCalendarDay, kyivDayStartMs, nextDay } from './kyiv-days';

export interface ExportFilter {
  /** The range's first instant and the first instant after it. */
  fromMs: number;
  untilMs: number;
  statuses: OrderStatus[] | null;
  payments: PaymentFilter[] | null;
}

const DAY_MS = 86_400_000;

export function exportFilter({ from, to, statuses, payments }: z.output<typeof exportOrdersBody>): ExportFilter {
  if (!isCalendarDay(from) || !isCalendarDay(to)) throw new ApiError(400, 'EXPORT_DATE_INVALID');
  if (from > to) throw new ApiError(400, 'EXPORT_RANGE_REVERSED', { from, to });
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  if (days > MAX_EXPORT_DAYS) throw new ApiError(400, 'EXPORT_RANGE_TOO_LONG', { days, maxDays: MAX_EXPORT_DAYS });
  const unknownStatus = statuses?.find((status) => !isOrderStatus(status));
  if (unknownStatus !== undefined) throw new ApiError(400, 'EXPORT_STATUS_UNKNOWN', { status: unknownStatus });
  const unknownPayment = payments?.find((payment) => !isOneOf(PAYMENT_FILTERS, payment));
  if (unknownPayment !== undefined) throw new ApiError(400, 'EXPORT_PAYMENT_UNKNOWN', { payment: unknownPayment });
  return {
    fromMs: kyivDayStartMs(from),
    untilMs: kyivDayStartMs(nextDay(to)),
    statuses: statuses?.length ? (statuses as OrderStatus[]) : null,
    payments: payments?.length ? (payments as PaymentFilter[]) : null,
  };
}

/** Whether the filter keeps the card (the range is the query's). */
export function keepsCard(filter: ExportFilter, card: ShoppingCardDoc): boolean {
  if (filter.statuses && !filter.statuses.includes(card.status)) return false;
  const state = card.payment === 'card' ? card.cardPayment?.state : undefined;
  return !filter.payments || filter.payments.some((payment) => matchesPaymentFilter(payment, state));
}
