import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '@/config/firestore-collections';
import { setCatalogReader } from '@/lib/catalog-reader';
import { memoryCatalogReader } from '@/testing/memory-catalog-reader';
import { renderWithProviders } from '@/testing/render-with-providers';
import { NO_OUTER_CATEGORY } from '@/types/catalog';
import { AppLayout } from '../app-layout';

// The menus' reads, counted on the catalogue: the outer categories, and the catalogs (the top ones
// and, once a menu is opened, all).
const reader = memoryCatalogReader({
  [COLLECTIONS.outerCategories]: { bobbinYarn: { title: { ua: 'Бобінна пряжа', en: 'Bobbin yarn' }, order: 1 } },
  [COLLECTIONS.catalogs]: { skeinYarn: { title: { ua: 'Пряжа в мотках', en: 'Skein yarn' }, outerCategory: NO_OUTER_CATEGORY, order: 1 } },
});

function reads() {
  const lists = vi.mocked(reader.list).mock.calls.map(([collection]) => collection);
  return {
    outerCategories: lists.filter((collection) => collection === COLLECTIONS.outerCategories).length,
    catalogs: lists.filter((collection) => collection === COLLECTIONS.catalogs).length,
  };
}

function stubScreen(wide: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({ media, matches: wide, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

describe('AppLayout menus', () => {
  beforeEach(() => {
    vi.spyOn(reader, 'list');
    setCatalogReader(reader);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('on a wide screen renders the nav bar, not the burger, and reads what the nav bar shows', async () => {
    stubScreen(true);
    renderWithProviders(<AppLayout />);
    expect(screen.getByRole('navigation', { name: 'Головне меню' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Відкрити меню' })).not.toBeInTheDocument();
    await waitFor(() => expect(reads()).toEqual({ outerCategories: 1, catalogs: 1 }));
  });

  it('on a phone renders only the burger, which reads the menus once it is opened', async () => {
    stubScreen(false);
    const { user } = renderWithProviders(<AppLayout />);
    expect(screen.queryByRole('navigation', { name: 'Головне меню' })).not.toBeInTheDocument();
    const burger = screen.getByRole('button', { name: 'Відкрити меню' });
    // Give any read a chance to start: none may.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toEqual({ outerCategories: 0, catalogs: 0 });
    await user.click(burger);
    await waitFor(() => expect(reads()).toEqual({ outerCategories: 1, catalogs: 2 }));
  });
});
