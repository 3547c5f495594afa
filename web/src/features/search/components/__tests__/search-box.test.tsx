import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { prepareSearchIndex, type SearchEntry } from '@domain/search';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SearchBox } from '../search-box';

const entries: SearchEntry[] = Array.from({ length: 12 }, (_, i) => [
  `ya-${1001 + i}`,
  `YA-${1001 + i}`,
  `Пряжа YarnArt Jeans, колір ${i}`,
  `YarnArt Jeans yarn, colour ${i}`,
  'cotton',
  'CottonBlend',
  'yarn',
]);
entries.push(['kn-1001', 'KN-1001', 'Гачок KnitPro', 'KnitPro hook', 'Goodsmadefromyarn', 'allgoods', 'noOuterCategory']);

vi.mock('../../api/get-search-index', () => ({
  useSearchIndex: () => ({ data: prepareSearchIndex(entries), isSuccess: true, isError: false, isPending: false }),
}));
vi.mock('../../api/get-unarchived-goods-list', () => ({ useUnarchivedGoodsList: () => ({ data: undefined }) }));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderBox() {
  return renderWithProviders(
    <Routes>
      <Route path="*" element={<><SearchBox /><Where /></>} />
    </Routes>,
  );
}

describe('SearchBox', () => {
  it('has the hint and is a combobox; under 2 characters nothing opens', async () => {
    const { user } = renderBox();
    const input = screen.getByRole('combobox', { name: 'Пошук товарів' });
    expect(input).toHaveAttribute('placeholder', 'пошук за # або назвою');
    await user.type(input, 'п');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it("shows up to 8 goods and 'all goods', leading to /goods/search?q=", async () => {
    const { user } = renderBox();
    const input = screen.getByRole('combobox');
    await user.type(input, 'jeans');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(9);
    expect(options[8]).toHaveTextContent('Усі товари (12)');
    await user.click(options[8]!);
    expect(screen.getByTestId('where')).toHaveTextContent('/goods/search?q=jeans');
  });

  it('moves with the arrows, opens a good with Enter and closes with Escape', async () => {
    const { user } = renderBox();
    const input = screen.getByRole('combobox');
    await user.type(input, 'гачок');
    await user.keyboard('{ArrowDown}');
    const [first] = screen.getAllByRole('option');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first!.id);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/goods/Goodsmadefromyarn/kn-1001');
  });

  it("with no match shows only 'nothing found'; an empty input closes", async () => {
    const { user } = renderBox();
    const input = screen.getByRole('combobox');
    await user.type(input, 'zzzz');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent('Нічого не знайдено');
    await user.clear(input);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('finds by articul and by Latin transliteration', async () => {
    const { user } = renderBox();
    const input = screen.getByRole('combobox');
    await user.type(input, '#KN-1001');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Гачок KnitPro');
    await user.clear(input);
    await user.type(input, 'hachok');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Гачок KnitPro');
  });
});
