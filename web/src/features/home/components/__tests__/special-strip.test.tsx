import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '@/config/firestore-collections';
import { setCatalogReader } from '@/lib/catalog-reader';
import { memoryCatalogReader, type MemoryCollections } from '@/testing/memory-catalog-reader';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SPECIAL_GOODS_LIMIT } from '../../api/get-special-goods';
import { SpecialStrip } from '../special-strip';

const good = (n: number, fields: Record<string, unknown> = { discount: { hasDiscount: true, amount: 10 } }) => ({
  title: { ua: `Пряжа ${n}`, en: `Yarn ${n}` },
  price: 100,
  quantity: 5,
  category: 'merino',
  ...fields,
});
const discounted = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`g${i + 1}`, good(i + 1)]));

/** Installs a catalogue holding these goods, and gives it back to count its reads. */
function readerWith(goods: MemoryCollections[string]) {
  const reader = memoryCatalogReader({ [COLLECTIONS.goods]: goods });
  vi.spyOn(reader, 'list');
  setCatalogReader(reader);
  return reader;
}

function resize(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

const titles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const arrows = () => screen.queryAllByRole('button', { name: /Прокрутити пропозиції/ });

beforeEach(() => {
  window.innerWidth = 1440;
});

describe('SpecialStrip', () => {
  it('shows the discounted, popular and new goods, read at once in one read, without archived ones', async () => {
    const reader = readerWith({
      d: good(1),
      p: good(2, { popular: true }),
      n: good(3, { newGoodState: true }),
      plain: good(4, {}),
      gone: good(5, { popular: true, archived: true }),
    });
    renderWithProviders(<SpecialStrip />);
    expect(await screen.findByRole('list', { name: 'Спеціальні пропозиції' })).toBeInTheDocument();
    expect(titles().sort()).toEqual(['Пряжа 1', 'Пряжа 2', 'Пряжа 3']);
    expect(reader.list).toHaveBeenCalledOnce();
  });

  it(`shows at most ${SPECIAL_GOODS_LIMIT} goods, all at once`, async () => {
    readerWith(discounted(SPECIAL_GOODS_LIMIT + 2));
    renderWithProviders(<SpecialStrip />);
    await screen.findByRole('list', { name: 'Спеціальні пропозиції' });
    expect(screen.getAllByRole('article')).toHaveLength(SPECIAL_GOODS_LIMIT);
  });

  it.each([
    [1440, 4],
    [1100, 3],
    [800, 2],
    [375, 1],
  ])('at %i px, where a screen holds %i goods, offers the scroll arrows only for more goods than that', async (width, visible) => {
    window.innerWidth = width;
    readerWith(discounted(visible));
    const view = renderWithProviders(<SpecialStrip />);
    await screen.findByRole('list', { name: 'Спеціальні пропозиції' });
    expect(arrows()).toHaveLength(0);
    view.unmount();

    readerWith(discounted(visible + 1));
    renderWithProviders(<SpecialStrip />);
    await screen.findByRole('list', { name: 'Спеціальні пропозиції' });
    expect(arrows().map((arrow) => arrow.getAttribute('aria-label'))).toEqual(['Прокрутити пропозиції назад', 'Прокрутити пропозиції вперед']);
  });

  it('follows the window as it is resized', async () => {
    readerWith(discounted(2));
    renderWithProviders(<SpecialStrip />);
    await screen.findByRole('list', { name: 'Спеціальні пропозиції' });
    resize(700);
    expect(arrows()).toHaveLength(0);
    resize(375);
    expect(arrows()).toHaveLength(2);
  });

  it("says 'Немає товарів' when there are none", async () => {
    readerWith({ plain: good(1, {}) });
    renderWithProviders(<SpecialStrip />);
    expect(await screen.findByText('Немає товарів')).toBeInTheDocument();
  });

  it('offers a retry when loading fails, which reads again', async () => {
    const reader = readerWith(discounted(1));
    vi.mocked(reader.list).mockRejectedValueOnce(new Error('offline'));
    const { user } = renderWithProviders(<SpecialStrip />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не вдалося завантажити пропозиції.');
    await user.click(within(alert).getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(reader.list).toHaveBeenCalledTimes(2);
  });
});
