// The shared layout with the features plugged in: the header widgets of the other features,
// the callback button and the menus, which read the catalogue through the catalog feature's
// queries (the same cache keys as the home grid, so the top menu costs no extra reads).
// Only the menu the screen shows is rendered: the nav bar on wide screens, the burger on narrow
// ones (where both are unknown, as in unit tests, both are, and CSS shows one).
import { useState } from 'react';
import { MainLayout } from '@/components/layouts/main-layout';
import { useAllCatalogs } from '@/features/catalog/api/get-all-catalogs';
import { useCatalogs } from '@/features/catalog/api/get-catalogs';
import { useOuterCategories } from '@/features/catalog/api/get-outer-categories';
import { CallbackButton } from '@/features/callback/components/callback-button';
import { BurgerMenu } from '@/features/navigation/components/burger-menu';
import { NavBar } from '@/features/navigation/components/nav-bar';
import type { MenuData } from '@/features/navigation/utils/menu-data';
import { WIDE_NAV_QUERY } from '@/features/navigation/utils/nav-breakpoint';
import { useMediaQuery } from '@/hooks/use-media-query';
import { NO_OUTER_CATEGORY } from '@/types/catalog';
import { headerWidgets } from './header-widgets';

function useMenuData(navBarShown: boolean): MenuData {
  // Every catalog is read only once someone reaches for a menu that lists them. The nav bar shows
  // the outer categories and the top catalogs at once; the burger, only once it is opened, so a
  // phone reads them then (the home page reads them anyway for its tiles, under the same keys).
  const [wanted, setWanted] = useState(false);
  const enabled = navBarShown || wanted;
  const outerCategories = useOuterCategories({ enabled });
  const topCatalogs = useCatalogs({ outerCategory: NO_OUTER_CATEGORY }, { enabled });
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
  const wide = useMediaQuery(WIDE_NAV_QUERY);
  const menu = useMenuData(wide !== false);
  return (
    <MainLayout
      slots={{
        ...headerWidgets(),
        callback: <CallbackButton />,
        navigation: wide !== false ? <NavBar menu={menu} /> : undefined,
        burger: wide !== true ? <BurgerMenu menu={menu} callback={<CallbackButton variant="menu" />} /> : undefined,
      }}
    />
  );
}
