// The directory's answers and a valid form, shared by the checkout form's tests.
import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { renderWithProviders } from '@/testing/render-with-providers';

const KYIV = { settlementRef: 's-kyiv', cityRef: 'c-kyiv', name: 'Київ', settlementType: 'місто', display: 'Київ, Київська обл.' };
const schedule = { Monday: '08:00-20:00', Saturday: '09:00-18:00', Sunday: '-' };
export const BRANCH_12 = { ref: 'w-12', number: '12', kind: 'branch', description: 'Відділення №12: вул. Січових Стрільців, 5', shortAddress: 'Київ, вул. Січових Стрільців, 5', maxWeightKg: 30, schedule, fitsWeight: true };
const LOCKER_120 = { ...BRANCH_12, ref: 'w-120', number: '120', kind: 'parcelLocker', shortAddress: 'Київ, вул. Антоновича, 1', maxWeightKg: 0.5, fitsWeight: false };
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What the shop offers at checkout; cash on delivery only, as a shop that never switched cards on. */
const COD_ONLY = { cashOnDelivery: true, card: false };

/** A carrier that does not answer: the quote's nulls (delivery-price.test.tsx answers prices). */
const SILENT_CARRIER = { priceUah: null, cashOnDeliveryFeeUah: 0, deliveryDate: null };

/** The answer to a call checkout makes by itself (payment methods, free-delivery offer, delivery quote), or null for any other call. */
export function paymentMethodsAnswer(url: string, methods = COD_ONLY): Response | null {
  if (url.endsWith('/api/getpaymentmethods')) return json(methods);
  if (url.endsWith('/api/getdeliveryoffer')) return json({ freeDeliveryFromUah: null });
  if (url.endsWith('/api/quotedelivery')) return json(SILENT_CARRIER);
  return null;
}

/** Answers the directory's type-ahead and the payment methods as the API does; every other call goes to `orders`. */
export function withDirectory(orders: (url: string, init?: RequestInit) => Promise<Response>, methods = COD_ONLY) {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const offered = paymentMethodsAnswer(url, methods);
    if (offered) return offered;
    if (url.endsWith('/api/searchnpsettlements')) return json({ settlements: [KYIV] });
    if (url.endsWith('/api/getnpbranches')) return json({ branches: [BRANCH_12, LOCKER_120], total: 2 });
    return orders(url, init);
  });
}

export async function fillValid(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText(/Ім’я та прізвище/), 'Олена Петренко');
  await user.type(screen.getByLabelText(/^Телефон/), '067 123 45 67');
  await user.type(screen.getByRole('combobox', { name: /^Місто або село/ }), 'Київ');
  await user.click(await screen.findByRole('option', { name: 'Київ, Київська обл.' }));
  await user.type(screen.getByRole('combobox', { name: /Номер відділення/ }), '12');
  await screen.findByRole('option', { name: /№12:/ });
  await user.keyboard('{ArrowDown}{Enter}');
  expect(screen.getByRole('combobox', { name: /Номер відділення/ })).toHaveValue('№12: Київ, вул. Січових Стрільців, 5');
}
