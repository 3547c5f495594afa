import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedPlace } from '@domain/api/profile';
import { useSessionStore } from '@/stores/session-store';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CheckoutForm } from '../checkout-form';
import { BRANCH_12, fillValid, json, withDirectory } from './checkout-fixtures';

const HOME: SavedPlace = {
  id: 'p1',
  label: 'Дім',
  delivery: { carrier: 'novaposhta', city: 'Львів, Львівська обл.', branch: 'Відділення №3: вул. Городоцька, 1', novaPoshta: { settlementRef: 's-lviv', cityRef: 'c-lviv', warehouseRef: 'w-3' } },
};
const goods = [{ goodId: 'a', quantity: 1 }];
const customer = { realName: 'Олена Петренко', email: 'o@x.ua', phone: '380671234567' };

function signIn(savedPlaces: SavedPlace[]) {
  useSessionStore.setState({ status: 'signedIn', isLogged: true, role: 'USER', user: { userId: 'u1', name: 'olena', ...customer, shoppingCards: [], savedPlaces } });
}

beforeEach(() => signIn([HOME]));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ status: 'guest', isLogged: false, user: null, role: null });
});

describe('saved places at checkout', () => {
  it('one tap on a saved place fills the carrier, settlement and branch, and the order goes there', async () => {
    const orders = vi.fn(async () => json({ _id: 'card1', shoppingCardId: 7 }, 201));
    vi.stubGlobal('fetch', withDirectory(orders));
    const onPlaced = vi.fn();
    const { user } = renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={customer} onPlaced={onPlaced} />);
    await user.click(screen.getByRole('button', { name: /^Дім/ }));
    expect(screen.getByRole('button', { name: /^Дім/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: /^Місто або село/ })).toHaveValue('Львів, Львівська обл.');
    await user.click(screen.getByRole('button', { name: 'Підтвердити замовлення' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    const body = JSON.parse((orders.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body.delivery).toEqual(HOME.delivery);
  });

  it('remembers the place chosen now, and says so', async () => {
    const saved = vi.fn(async (_url: string, init?: RequestInit) => {
      const { delivery } = JSON.parse(init!.body as string);
      return json({ places: [HOME, { id: 'p2', label: 'Київ: Відділення №12', delivery }] });
    });
    vi.stubGlobal('fetch', withDirectory(saved));
    const { user } = renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Запам’ятати це місце' }));
    expect(screen.getByText('Спершу оберіть місце доставки повністю.')).toBeInTheDocument();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Запам’ятати це місце' }));
    expect(await screen.findByText('Збережено як «Київ: Відділення №12». Наступного разу оберіть його одним натиском.')).toBeInTheDocument();
    expect(saved.mock.calls[0]![0]).toMatch(/\/auth\/saveplace$/);
    expect(JSON.parse(saved.mock.calls[0]![1]!.body as string).delivery.novaPoshta.warehouseRef).toBe(BRANCH_12.ref);
    expect(screen.getAllByRole('button', { name: /Відділення №12/ })).toHaveLength(1);
  });

  it('says why a sixth place is refused, in English too', async () => {
    const message = 'You can save up to 5 delivery places. Remove one in your profile to save a new one.';
    vi.stubGlobal('fetch', withDirectory(async () => json({ error: { code: 'SAVED_PLACES_FULL', message, details: { max: 5 } } }, 409)));
    const { user } = renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={vi.fn()} />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: /^Дім/ }));
    await user.click(screen.getByRole('button', { name: 'Remember this place' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('offers nothing of the kind to a guest', () => {
    useSessionStore.setState({ status: 'guest', isLogged: false, user: null, role: null });
    renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Запам’ятати це місце' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Мої збережені місця' })).toBeNull();
  });
});
