import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCatalog, makeOuterCategory } from '@/testing/catalog-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { Catalog, OuterCategory } from '@/types/catalog';
import { CatalogGrid } from '../catalog-grid';

// The hooks keep their query keys and React Query; only the Firestore fetchers are replaced.
const fetchers = vi.hoisted(() => ({
  outerCategories: vi.fn<() => Promise<OuterCategory[]>>(),
  catalogs: vi.fn<(filter: { outerCategory: string }) => Promise<Catalog[]>>(),
}));

vi.mock('../../api/get-outer-categories', () => ({
  useOuterCategories: () => useQuery({ queryKey: ['outerCategories'], queryFn: () => fetchers.outerCategories() }),
}));
vi.mock('../../api/get-catalogs', () => ({
  useCatalogs: (filter: { outerCategory: string }) =>
    useQuery({ queryKey: ['catalogs', filter], queryFn: () => fetchers.catalogs(filter) }),
}));

const outerCategories = [
  makeOuterCategory({ name: 'bobbinYarn', title: { ua: 'Бобінна пряжа', en: 'Bobbin yarn' } }),
  makeOuterCategory({ name: 'madeFromYarn', title: { ua: 'Вироби з пряжі', en: 'Made from yarn' }, previewImage: null }),
];
const catalogs = [
  makeCatalog({ category: 'skeinYarn', title: { ua: 'Пряжа в мотках', en: 'Skein yarn' } }),
  makeCatalog({ category: 'needles', title: { ua: 'Спиці', en: 'Needles' }, subCategories: [] }),
];

beforeEach(() => {
  fetchers.outerCategories.mockResolvedValue(outerCategories);
  fetchers.catalogs.mockResolvedValue(catalogs);
});

describe('CatalogGrid', () => {
  it("shows outer categories first, then the noOuterCategory catalogs, each linking by the shop's link rules", async () => {
    renderWithProviders(<CatalogGrid />);
    const section = screen.getByRole('region', { name: 'Каталог' });
    const list = await within(section).findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/outercategory/bobbinYarn',
      '/outercategory/madeFromYarn',
      '/catalog/skeinYarn',
      '/goods/needles',
    ]);
    expect(links.map((link) => link.textContent)).toEqual([
      'Бобінна пряжа',
      'Вироби з пряжі',
      'Пряжа в мотках',
      'Спиці',
    ]);
    expect(screen.getByRole('link', { name: 'Пряжа в мотках' })).toHaveAttribute('href', '/catalog/skeinYarn');
    expect(fetchers.catalogs).toHaveBeenCalledWith({ outerCategory: 'noOuterCategory' });
  });

  it('gives every tile a lazy 260x369 image, with a placeholder when the preview is missing or broken', async () => {
    renderWithProviders(<CatalogGrid />);
    const bobbin = await screen.findByRole('img', { name: 'Бобінна пряжа' });
    expect(bobbin).toHaveAttribute('loading', 'lazy');
    expect(bobbin).toHaveAttribute('width', '260');
    expect(bobbin).toHaveAttribute('height', '369');
    expect(bobbin).toHaveAttribute('src', 'https://img.example/bobbin.jpg');
    expect(screen.getByRole('img', { name: 'Вироби з пряжі' })).toHaveAttribute('src', '/placeholder-card.svg');

    bobbin.dispatchEvent(new Event('error'));
    await waitFor(() => expect(bobbin).toHaveAttribute('src', '/placeholder-card.svg'));
  });

  it('uses the English titles in English', async () => {
    renderWithProviders(<CatalogGrid />, { language: 'en' });
    expect(await screen.findByRole('link', { name: 'Bobbin yarn' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Catalogue' })).toBeInTheDocument();
  });

  it('shows a labelled spinner while loading', () => {
    fetchers.outerCategories.mockReturnValue(new Promise(() => {}));
    renderWithProviders(<CatalogGrid />);
    expect(screen.getByRole('status', { name: 'Завантаження…' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says so when there are no categories yet', async () => {
    fetchers.outerCategories.mockResolvedValue([]);
    fetchers.catalogs.mockResolvedValue([]);
    renderWithProviders(<CatalogGrid />);
    expect(await screen.findByText('Категорій поки немає')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads the catalog again', async () => {
    fetchers.catalogs.mockRejectedValueOnce(new Error('unavailable'));
    const { user } = renderWithProviders(<CatalogGrid />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не вдалося завантажити каталог.');

    await user.click(within(alert).getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findAllByRole('link')).toHaveLength(4);
    expect(fetchers.catalogs).toHaveBeenCalledTimes(2);
    expect(fetchers.outerCategories).toHaveBeenCalledTimes(1);
  });
});
