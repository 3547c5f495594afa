import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '@/config/firestore-collections';
import { setCatalogReader } from '@/lib/catalog-reader';
import { makeGood } from '@/testing/good-fixtures';
import { memoryCatalogReader } from '@/testing/memory-catalog-reader';
import { renderWithProviders } from '@/testing/render-with-providers';
import { GoodDialog } from '../good-dialog';

// The form was opened at 10 in stock; a reservation took 3 before it was saved.
const opened = makeGood({ id: 'ya-1001', category: 'wool', subcategory: 'allgoods', quantity: 10, yarn: null });
const { id: _id, ...stored } = { ...opened, quantity: 7 };
const refusal = { code: 'STOCK_CHANGED', message: 'This good’s stock changed (a reservation or a price list) while the form was open. Load the good again.' };

beforeEach(() => {
  setCatalogReader(
    memoryCatalogReader({
      [COLLECTIONS.catalogs]: { wool: { outerCategory: 'yarn', title: { ua: 'Вовна', en: 'Wool' }, subCategories: [], order: 0 } },
      [COLLECTIONS.goods]: { 'ya-1001': stored },
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const sentBodies = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.map((call) => JSON.parse((call[1] as RequestInit).body as string) as Record<string, unknown>);

describe('saving a good whose stock moved while its form was open', () => {
  it('sends the stock the form read, shows the refusal, and loads the good again on request', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ error: refusal }), { status: 409, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<GoodDialog good={opened} onClose={() => undefined} />, { language: 'en' });
    expect(await screen.findByLabelText('Stock')).toHaveValue('10');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(refusal.message)).toBeInTheDocument();
    expect(sentBodies(fetchMock)[0]).toMatchObject({ goodId: 'ya-1001', quantity: 10, quantitySeen: 10 });

    await user.click(screen.getByRole('button', { name: 'Load the good again' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Stock')).toHaveValue('7'));
    expect(screen.queryByText(refusal.message)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load the good again' })).toBeNull();

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ _id: 'ya-1001' }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sentBodies(fetchMock)[1]).toMatchObject({ quantity: 7, quantitySeen: 7 }));
  });
});
