// The shared layout with the features plugged in: the header widgets of the other features,
// the callback button and the menus, which read the catalogue through the catalog feature's
// queries (the same cache keys as the home grid, so the top menu costs no extra reads).
import { useState } from 'react';
import { MainLayout } from '@/components/layouts/main-layout';
import { useAllCatalogs } from '@/features/catalog/api/get-all-catalogs';
import { useCatalogs } from '@/features/catalog/api/get-catalogs';
import { useOuterCategories } from '@/features/catalog/api/get-outer-categories';
import { CallbackButton } from '@/features/callback/components/callback-button';
import { BurgerMenu } from '@/features/navigation/components/burger-menu';
import { NavBar } from '@/features/navigation/components/nav-bar';
import type { MenuData } from '@/features/navigation/utils/menu-data';
import { NO_OUTER_CATEGORY } from '@/types/catalog';
import { headerWidgets } from './header-widgets';

function useMenuData(): MenuData {
  // Every catalog is read only once someone reaches for a menu that lists them.
  const [wanted, setWanted] = useState(false);
  const outerCategories = useOuterCategories();
  const topCatalogs = useCatalogs({ outerCategory: NO_OUTER_CATEGORY });
  const catalogs = useAllCatalogs({ enabled: wanted });
  const failed = [outerCategories, topCatalogs, catalogs].filter((query) => query.isError);
  return {
    outerCategories: outerCategories.data,
    topCatalogs: topCatalogs.data,
    catalogs: catalogs.data,
    isError: failed.length > 0,
    request: () => setWanted(true),
    retry: () => failed.forEach((query) => void query.refetch()),
  };
}

export function AppLayout() {
  const menu = useMenuData();
  return (
    <MainLayout
      slots={{
        ...headerWidgets(),
        callback: <CallbackButton />,
        navigation: <NavBar menu={menu} />,
        burger: <BurgerMenu menu={menu} callback={<CallbackButton variant="menu" />} />,
      }}
    />
  );
}
