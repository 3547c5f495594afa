import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '@/config/firestore-collections';
import { setCatalogReader } from '@/lib/catalog-reader';
import { makeGood } from '@/testing/good-fixtures';
import { memoryCatalogReader } from '@/testing/memory-catalog-reader';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeYarnColourGood, makeYarnLine } from '@/testing/yarn-line-fixtures';
import type { YarnListing } from '@/types/catalog';
import { GoodsListing } from '../goods-listing';

const line = makeYarnLine();
const { id: _id, ...lineDoc } = line;
const colourOf = (id: string, code: string, ua: string, family: string, hex: string) => {
  const base = makeYarnColourGood().yarnColour!;
  return makeYarnColourGood({ id, title: { ua: `Socks ${ua}`, en: `Socks ${ua}` }, yarnColour: { ...base, colour: { code, name: { ua, en: ua }, swatch: { kind: 'hex', hex }, family: family as 'grey' } } });
};
const goods = [
  colourOf('socks-21', '21', 'сірий', 'grey', '#c8c8c8'),
  colourOf('socks-56', '56', 'червоний', 'red', '#b3202a'),
  colourOf('socks-31', '31', 'блакитний', 'blue', '#7ab8e6'),
  makeGood({ id: 'hook', title: { ua: 'Гачок', en: 'Hook' }, yarn: null }),
];
const reader = memoryCatalogReader({ [COLLECTIONS.yarnLines]: { [line.id]: lineDoc } });
beforeEach(() => {
  vi.spyOn(reader, 'list');
  setCatalogReader(reader);
});

function Listing({ yarnListing }: { yarnListing: YarnListing }) {
  const location = useLocation();
  return (
    <>
      <GoodsListing goods={{ status: 'ready', goods }} yarnListing={yarnListing} />
      <output data-testid="search">{location.search}</output>
    </>
  );
}

const renderListing = (route: string, yarnListing: YarnListing) =>
  renderWithProviders(
    <Routes>
      <Route path="/list" element={<Listing yarnListing={yarnListing} />} />
    </Routes>,
    { route },
  );
const headings = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('GoodsListing by yarn line', () => {
  it('shows one card per line with its colours and dots, reading the line once', async () => {
    renderListing('/list', 'lines');
    await screen.findByRole('heading', { name: 'Alize Superwash Comfort Socks' });
    expect(headings()).toEqual(['Alize Superwash Comfort Socks', 'Гачок']);
    expect(screen.getByText('3 кольори')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Кольори: сірий, червоний, блакитний' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alize Superwash Comfort Socks' })).toHaveAttribute('href', expect.stringContaining('socks-21'));
    expect(reader.list).toHaveBeenCalledTimes(1);
    expect(reader.list).toHaveBeenCalledWith(COLLECTIONS.yarnLines, { ids: [line.id] });
  });

  it('switches to every colour and back, keeping the choice and the filters in the URL', async () => {
    const user = userEvent.setup();
    renderListing('/list?family=red', 'lines');
    await screen.findByRole('heading', { name: 'Alize Superwash Comfort Socks' });
    expect(screen.getByText('1 колір')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'кожен колір' }));
    expect(headings()).toEqual(['Socks червоний']);
    expect(screen.getByTestId('search').textContent).toBe('?family=red&view=colours');
    await user.click(screen.getByRole('checkbox', { name: /^червоний/ }));
    expect(headings()).toHaveLength(4);
  });

  it('follows the URL over the catalog’s default', async () => {
    renderListing('/list?view=lines', 'colours');
    await screen.findByRole('heading', { name: 'Alize Superwash Comfort Socks' });
    expect(screen.getByRole('radio', { name: 'лініями' })).toBeChecked();
  });
});
