import { describe, expect, it } from 'vitest';
import { lazyImportsByRoute } from '../route-bundles.ts';

describe('lazyImportsByRoute', () => {
  it('reads inline lazy imports of each route', () => {
    const source = `
      { path: paths.home.path, children: [{ index: true, lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }) }] },
      { path: paths.notFound.path, lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },`;
    expect(Object.fromEntries(lazyImportsByRoute(source))).toEqual({ home: ['./routes/home'], notFound: ['./routes/not-found'] });
  });

  it('follows named loaders and helpers defined before the routes', () => {
    const source = `import { paths } from '@/config/paths';
const catalog = async () => ({ Component: (await import('./catalogue/catalog-route')).CatalogRoute });
const good = async () => ({ Component: (await import('./catalogue/good-route')).GoodRoute });
function staticPage(path, load) {
  return { path, lazy: async () => Promise.all([import('./static-page'), load()]) };
}
export const routes = [
  { path: paths.catalog.path, lazy: catalog },
  { path: paths.goodsGood.path, lazy: good },
  staticPage(paths.contacts.path, () => import('@/features/static-pages/content/contacts')),
];`;
    expect(Object.fromEntries(lazyImportsByRoute(source))).toEqual({
      catalog: ['./catalogue/catalog-route'],
      goodsGood: ['./catalogue/good-route'],
      contacts: ['./static-page', '@/features/static-pages/content/contacts'],
    });
  });
});
