// The bin page in jsdom: its entries, "Відновити", and the place asked for when the one a thing
// came from is gone. Chromium walks it against the emulators in tests/browser/admin-bin-journey.test.ts.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BinEntryView } from '@domain/api/bin';
import { setCatalogReader } from '@/lib/catalog-reader';
import { memoryCatalogReader } from '@/testing/memory-catalog-reader';
import { renderWithProviders } from '@/testing/render-with-providers';
import { BinPage } from '../bin-page';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const entry: BinEntryView = {
  id: 'e1',
  kind: 'categorySection',
  title: { ua: 'Мохер', en: 'Mohair' },
  place: 'yarn',
  removedAtMs: Date.UTC(2026, 10, 20, 10),
  expiresAtMs: Date.UTC(2026, 11, 20, 10),
  removedBy: { uid: 'boss', email: 'owner@example.com' },
  goods: 3,
};

function api(restore: (body: { entryId: string; place?: string }) => Response) {
  const restores: unknown[] = [];
  let restored = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/api/getbin')) return json({ entries: restored ? [] : [entry], hasMore: false });
      if (url.endsWith('/api/restorefrombin')) {
        const body = JSON.parse(String(init?.body)) as { entryId: string; place?: string };
        restores.push(body);
        const answer = restore(body);
        restored = answer.ok;
        return answer;
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
  return restores;
}

beforeEach(() => {
  setCatalogReader(memoryCatalogReader({ outerCategories: { knit: { name: 'knit', title: { ua: 'Вʼязання', en: 'Knitting' }, order: 1 } } }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the bin page', () => {
  it('lists an entry with its kind, goods, place, who and when, and restores it', async () => {
    const restores = api(() => json({ kind: 'categorySection', place: 'yarn' }));
    renderWithProviders(<BinPage />);
    const item = (await screen.findByText('Мохер')).closest('li')!;
    expect(item).toHaveTextContent('Категорія з товарами');
    expect(item).toHaveTextContent('3 товари');
    expect(item).toHaveTextContent('Звідки: yarn');
    expect(item).toHaveTextContent('owner@example.com');
    fireEvent.click(within(item).getByRole('button', { name: 'Відновити «Мохер»' }));
    expect(await screen.findByRole('status')).toHaveTextContent('«Мохер» відновлено.');
    expect(restores).toEqual([{ entryId: 'e1' }]);
    expect(await screen.findByText('Кошик порожній.')).toBeInTheDocument();
  });

  it('asks where to put it when its place is gone, and restores it there', async () => {
    const restores = api((body) =>
      body.place ? json({ kind: 'categorySection', place: body.place }) : json({ error: { code: 'BIN_PLACE_GONE', message: 'Оберіть', details: { choose: 'outerCategory', was: 'yarn' } } }, 409),
    );
    renderWithProviders(<BinPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Відновити «Мохер»' }));
    const choice = await screen.findByLabelText('Зовнішня категорія');
    expect(screen.getByRole('alert')).toHaveTextContent('(«yarn»), уже немає');
    await vi.waitFor(() => expect(within(choice).getAllByRole('option').map((o) => o.textContent)).toEqual(['Без зовнішньої категорії', 'Вʼязання']));
    fireEvent.change(choice, { target: { value: 'knit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Відновити сюди' }));
    expect(await screen.findByRole('status')).toHaveTextContent('«Мохер» відновлено.');
    expect(restores).toEqual([{ entryId: 'e1' }, { entryId: 'e1', place: 'knit' }]);
  });
});
