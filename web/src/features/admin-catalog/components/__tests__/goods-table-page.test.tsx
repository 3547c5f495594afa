import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '@/config/firestore-collections';
import { setCatalogReader } from '@/lib/catalog-reader';
import { makeGood } from '@/testing/good-fixtures';
import { memoryCatalogReader } from '@/testing/memory-catalog-reader';
import { renderWithProviders } from '@/testing/render-with-providers';
import { GoodsTablePage } from '../goods-table-page';

const good = (id: string, price: number, quantity: number) => {
  const { id: _id, ...fields } = makeGood({ id, articul: id.toUpperCase(), title: { ua: `Пряжа ${id}`, en: `Yarn ${id}` }, price, quantity, yarn: null });
  return fields;
};
let stored: Record<string, Record<string, unknown>>;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const name = (id: string) => `Yarn ${id} (${id.toUpperCase()})`;

beforeEach(() => {
  stored = { a: good('a', 200, 4), b: good('b', 100, 7) };
  setCatalogReader(memoryCatalogReader({ [COLLECTIONS.goods]: stored }));
});
afterEach(() => vi.unstubAllGlobals());

/** The API: the waiting counts, and the save answering as `save` says. */
function stubApi(save: () => Response) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://shop.test').pathname;
    calls.push({ path, body: JSON.parse((init.body as string) ?? '{}') as Record<string, unknown> });
    if (path === '/api/getstockwatchcounts') return json({ data: [{ goodId: 'b', title: { ua: '', en: '' }, articul: 'B', quantity: 7, waiting: 4 }] });
    return save();
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('the goods table', () => {
  it('shows the waiting shoppers, applies −10 % to the ticked goods, previews every change, and saves them with the values read', async () => {
    const calls = stubApi(() => json({ saved: ['a', 'b'] }));
    const { user } = renderWithProviders(<GoodsTablePage />, { language: 'en' });
    await screen.findByLabelText(`Price, UAH: ${name('a')}`);
    expect(await screen.findByTitle('4 shoppers wait for this colour')).toBeInTheDocument();

    await user.click(screen.getByLabelText(`Tick: ${name('a')}`));
    await user.click(screen.getByLabelText(`Tick: ${name('b')}`));
    await user.type(screen.getByLabelText('Change the price by, % (−10 is 10 % cheaper)'), '-10');
    await user.click(screen.getByRole('button', { name: 'Change the price' }));
    expect(screen.getByLabelText(`Price, UAH: ${name('a')}`)).toHaveValue('180');
    await user.click(screen.getByLabelText(`Popular: ${name('b')}`));

    await user.click(screen.getByRole('button', { name: 'Preview and save' }));
    const preview = screen.getByRole('dialog', { name: 'The changes before saving' });
    expect(within(preview).getByTestId('preview-a')).toHaveTextContent(/Price200180/);
    expect(within(preview).getByTestId('preview-b')).toHaveTextContent(/Price10090Popularnoyes/);
    expect(calls.filter((call) => call.path === '/api/savegoodschanges')).toEqual([]);

    await user.click(within(preview).getByRole('button', { name: 'Save the changes' }));
    expect(await screen.findByText('2 goods saved.')).toBeInTheDocument();
    const sent = calls.find((call) => call.path === '/api/savegoodschanges')!.body as { changes: { goodId: string; seen: { price: number }; next: { price: number; popular: boolean } }[] };
    expect(sent.changes.map(({ goodId, seen, next }) => [goodId, seen.price, next.price, next.popular])).toEqual([['a', 200, 180, false], ['b', 100, 90, true]]);
  });

  it('marks a value that would be refused and does not let it be saved', async () => {
    stubApi(() => json({ saved: [] }));
    const { user } = renderWithProviders(<GoodsTablePage />, { language: 'en' });
    const stock = await screen.findByLabelText(`Stock: ${name('a')}`);
    await user.clear(stock);
    await user.type(stock, '-2');
    await user.click(screen.getByRole('button', { name: 'Preview and save' }));
    const preview = screen.getByRole('dialog', { name: 'The changes before saving' });
    expect(within(preview).getByTestId('preview-a')).toHaveTextContent('stock below what is reserved');
    expect(within(preview).getByRole('button', { name: 'Save the changes' })).toBeDisabled();
  });

  it('after a refusal names a good that changed meanwhile, reads it again and drops its edit, keeping the others', async () => {
    const refusal = { code: 'GOODS_CHANGED', message: 'These goods changed while the table was open.', details: { goods: [{ goodId: 'b', articul: 'B', problems: [] }] } };
    stubApi(() => json({ error: refusal }, 409));
    const { user } = renderWithProviders(<GoodsTablePage />, { language: 'en' });
    await user.type(await screen.findByLabelText(`Price, UAH: ${name('a')}`), '5');
    const priceB = screen.getByLabelText(`Price, UAH: ${name('b')}`);
    await user.clear(priceB);
    await user.type(priceB, '95');
    // A reservation takes two of b while the table is open.
    stored.b = { ...stored.b, quantity: 5 };

    await user.click(screen.getByRole('button', { name: 'Preview and save' }));
    const preview = screen.getByRole('dialog', { name: 'The changes before saving' });
    await user.click(within(preview).getByRole('button', { name: 'Save the changes' }));
    const alert = await within(preview).findByRole('alert');
    expect(alert).toHaveTextContent(refusal.message);
    expect(alert).toHaveTextContent(name('b'));
    expect(alert).toHaveTextContent('These goods were loaded again and their unsaved changes dropped');

    await user.click(within(preview).getByRole('button', { name: 'Back to the table' }));
    await vi.waitFor(() => expect(screen.getByLabelText(`Stock: ${name('b')}`)).toHaveValue('5'));
    expect(screen.getByLabelText(`Price, UAH: ${name('b')}`)).toHaveValue('100');
    expect(screen.getByLabelText(`Price, UAH: ${name('a')}`)).toHaveValue('2005');
    expect(screen.getByText('1 good changed, not saved yet')).toBeInTheDocument();
  });
});
