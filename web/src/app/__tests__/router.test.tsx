import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeCatalog, makeOuterCategory } from '@/testing/catalog-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AppRoutes } from '../router';

vi.mock('@/features/catalog/api/get-outer-categories', () => ({
  useOuterCategories: () => useQuery({ queryKey: ['outerCategories'], queryFn: async () => [makeOuterCategory()] }),
}));
vi.mock('@/features/catalog/api/get-catalogs', () => ({
  useCatalogs: () => useQuery({ queryKey: ['catalogs'], queryFn: async () => [makeCatalog()] }),
}));

function renderAt(path: string, language: 'ua' | 'en' = 'ua') {
  return renderWithProviders(<AppRoutes />, { language, route: path });
}

describe('routes', () => {
  it('loads the home page with the catalog grid at /', async () => {
    renderAt('/');
    expect(await screen.findByRole('region', { name: 'Каталог' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Бобінна пряжа' })).toHaveAttribute('href', '/outercategory/bobbinYarn');
  });

  it.each(['/no-such-page', '/goods', '/goods/yarn/extra/segments/here'])(
    'shows the not-found page with a link home at %s',
    async (path) => {
      renderAt(path, 'en');
      expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to main page' })).toHaveAttribute('href', '/');
    },
  );
});
