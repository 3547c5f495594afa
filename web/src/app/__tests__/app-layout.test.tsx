import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOuterCategory } from '@/testing/catalog-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AppLayout } from '../app-layout';

// The menus' reads, counted: the outer categories through their read module, the catalogs (the
// top ones and, once a menu is opened, all) through Firestore Lite's getDocs.
const reads = vi.hoisted(() => ({ outerCategories: 0, catalogs: 0 }));
vi.mock('@/features/catalog/api/read-outer-categories', () => ({
  outerCategoriesKey: () => ['outerCategories'],
  getOuterCategories: async () => {
    reads.outerCategories += 1;
    return [makeOuterCategory()];
  },
}));
vi.mock('firebase/firestore/lite', async (original) => ({
  ...(await original<typeof import('firebase/firestore/lite')>()),
  getDocs: async () => {
    reads.catalogs += 1;
    return { docs: [] };
  },
}));

function stubScreen(wide: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({ media, matches: wide, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

describe('AppLayout menus', () => {
  beforeEach(() => {
    reads.outerCategories = 0;
    reads.catalogs = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('on a wide screen renders the nav bar, not the burger, and reads what the nav bar shows', async () => {
    stubScreen(true);
    renderWithProviders(<AppLayout />);
    expect(screen.getByRole('navigation', { name: 'Головне меню' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Відкрити меню' })).not.toBeInTheDocument();
    await waitFor(() => expect(reads).toEqual({ outerCategories: 1, catalogs: 1 }));
  });

  it('on a phone renders only the burger, which reads the menus once it is opened', async () => {
    stubScreen(false);
    const { user } = renderWithProviders(<AppLayout />);
    expect(screen.queryByRole('navigation', { name: 'Головне меню' })).not.toBeInTheDocument();
    const burger = screen.getByRole('button', { name: 'Відкрити меню' });
    // Give any read a chance to start: none may.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toEqual({ outerCategories: 0, catalogs: 0 });
    await user.click(burger);
    await waitFor(() => expect(reads).toEqual({ outerCategories: 1, catalogs: 2 }));
  });
});
