import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { makeGood } from '@/testing/good-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { Good } from '@/types/good';
import type { ListingGoods } from '../../api/get-goods';
import { GoodsListing } from '../goods-listing';

const yarn = makeGood().yarn!;
const goods: Good[] = [
  makeGood({ id: 'a', title: { ua: 'Альфа', en: 'Alpha' }, price: 100, createdAt: 3, yarn: { ...yarn, brand: 'Drops' } }),
  makeGood({ id: 'b', title: { ua: 'Бета', en: 'Beta' }, price: 300, createdAt: 2, yarn: { ...yarn, brand: 'Alize' } }),
  makeGood({ id: 'c', title: { ua: 'Гама', en: 'Gamma' }, price: 200, createdAt: 1, yarn: { ...yarn, brand: 'Drops' } }),
];

function Listing({ state }: { state: ListingGoods }) {
  const location = useLocation();
  return (
    <>
      <GoodsListing goods={state} />
      <output data-testid="search">{location.search}</output>
    </>
  );
}

function renderState(route: string, state: ListingGoods) {
  return renderWithProviders(
    <Routes>
      <Route path="/list" element={<Listing state={state} />} />
    </Routes>,
    { route },
  );
}

const renderListing = (route: string, data = goods) => renderState(route, { status: 'ready', goods: data });

const titles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('GoodsListing', () => {
  it("shows every card, the first screen's four with pictures loaded at once and first", async () => {
    const many = Array.from({ length: 10 }, (_, i) => makeGood({ id: `g${i}`, title: { ua: `Товар ${i}`, en: `Good ${i}` }, createdAt: 100 - i, mainImage: `/img/${i}.webp` }));
    renderListing('/list', many);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    const pictures = screen.getAllByRole('article').map((card) => card.querySelector('img'));
    expect(pictures.map((img) => img?.getAttribute('loading'))).toEqual([...Array(4).fill('eager'), ...Array(6).fill('lazy')]);
    expect(pictures.slice(0, 4).map((img) => img?.getAttribute('fetchpriority'))).toEqual(Array(4).fill('high'));
  });

  it('reads filters and sort from the URL and shows the count', async () => {
    renderListing('/list?brand=Drops&sort=priceDesc');
    expect(await screen.findByText('Показано 2 з 3')).toBeInTheDocument();
    expect(titles()).toEqual(['Гама', 'Альфа']);
    expect(screen.getByRole('checkbox', { name: /Drops/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Сортування' })).toHaveValue('priceDesc');
  });

  it('writes a changed filter and sort into the URL', async () => {
    const { user } = renderListing('/list');
    expect(await screen.findByText('3 товари')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Alize/ }));
    expect(titles()).toEqual(['Бета']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Сортування' }), 'priceAsc');
    expect(screen.getByTestId('search')).toHaveTextContent('?brand=Alize&sort=priceAsc');
    await user.type(screen.getByRole('spinbutton', { name: 'Ціна до' }), '250');
    expect(screen.getByTestId('search')).toHaveTextContent('maxPrice=250');
  });

  it("shows 'no goods match' with a reset button that clears the filters but keeps the sort", async () => {
    const { user } = renderListing('/list?brand=Drops&maxPrice=50&sort=priceAsc');
    expect(await screen.findByText('Жоден товар не відповідає вибраним фільтрам.')).toBeInTheDocument();
    const resets = screen.getAllByRole('button', { name: 'Скинути фільтри' });
    await user.click(resets[resets.length - 1]!);
    expect(titles()).toEqual(['Альфа', 'Гама', 'Бета']);
    expect(screen.getByTestId('search')).toHaveTextContent('?sort=priceAsc');
  });

  it('says when a section has no goods at all', async () => {
    renderListing('/list', []);
    expect(await screen.findByText('У цьому розділі поки немає товарів.')).toBeInTheDocument();
  });

  it('shows a spinner while nothing is in, and a retry that reads again when the read failed', async () => {
    const first = renderState('/list', { status: 'pending' });
    expect(screen.getByRole('status', { name: 'Завантаження…' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    first.unmount();
    const retry = vi.fn();
    const { user } = renderState('/list', { status: 'error', retry });
    await user.click(await screen.findByRole('button', { name: 'Спробувати ще раз' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
