import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CheckoutForm } from '../checkout-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const KYIV = { settlementRef: 's-kyiv', cityRef: 'c-kyiv', name: 'Київ', settlementType: 'місто', display: 'Київ, Київська обл.' };
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('the parcel weight checkout asks the lockers about', () => {
  it('is the goods’ own weights times their quantities, the default for a good without one, plus the box', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => (url.endsWith('/api/searchnpsettlements') ? json({ settlements: [KYIV] }) : json({ branches: [], total: 0 })));
    vi.stubGlobal('fetch', fetchMock);
    const goods = [
      { goodId: 'blanket', quantity: 2, weightGrams: 1100 },
      { goodId: 'hook', quantity: 1, weightGrams: null },
    ];
    const { user } = renderWithProviders(<CheckoutForm goods={goods} blocked={false} user={null} onPlaced={vi.fn()} />);
    await user.type(screen.getByRole('combobox', { name: /^Місто або село/ }), 'Київ');
    await user.click(await screen.findByRole('option', { name: 'Київ, Київська обл.' }));
    await user.click(screen.getByRole('combobox', { name: /Номер відділення/ }));
    // 2 × 1100 g + 200 g (no weight given) + 300 g for the box
    await waitFor(() => {
      const asked = fetchMock.mock.calls.filter(([url]) => url.endsWith('/api/getnpbranches'));
      expect(asked.map(([, init]) => (JSON.parse(String(init?.body)) as { weightKg: number }).weightKg)).toContain(2.7);
    });
  });
});
