// The ADMIN's pages (the dashboard at /admin, the catalogue back office at /admin/catalog, the goods table, the
// settings and the day's money) and the admin controls mounted in storefront components.
// The controls are registered here as loaders only: their code is fetched the first time an
// ADMIN sees a place that has one, so the shop's first chunk never carries it.
import { paths } from '@/config/paths';
import type { RouteObject } from 'react-router-dom';
import { registerAdminSlots } from '@/components/admin-slot/admin-slot';
import { adminPage } from './lazy-page';

const ADMIN_PATH = paths.admin.path;

export const adminRoutes: RouteObject[] = [
  { path: ADMIN_PATH, element: adminPage(async () => (await import('./admin-dashboard')).AdminDashboardRoute) },
  { path: paths.adminCatalog.path, element: adminPage(async () => (await import('./admin')).AdminRoute) },
  { path: paths.adminGoods.path, element: adminPage(async () => (await import('./admin-goods')).AdminGoodsRoute) },
  { path: paths.adminSettings.path, element: adminPage(async () => (await import('./admin-settings')).AdminSettingsRoute) },
  { path: paths.adminPayments.path, element: adminPage(async () => (await import('./admin-payments')).AdminPaymentsRoute) },
  { path: paths.adminAudit.path, element: adminPage(async () => (await import('./admin-audit')).AdminAuditRoute) },
  { path: paths.adminBin.path, element: adminPage(async () => (await import('./admin-bin')).AdminBinRoute) },
];

registerAdminSlots({
  goodCard: async () => (await import('@/features/admin-catalog/components/good-admin-panel')).GoodAdminPanel,
  subCategoryCard: async () => (await import('@/features/admin-catalog/components/sub-category-admin')).SubCategoryAdmin,
  catalogPage: async () => (await import('@/features/admin-catalog/components/catalog-page-admin')).CatalogPageAdmin,
  carousel: async () => (await import('@/features/admin-catalog/components/carousel-admin')).CarouselAdmin,
  navMenu: async () => (await import('@/features/admin-catalog/components/admin-nav-menu')).AdminNavMenu,
});
