// The static pages (docs/product.md, "Routes"). Each page's text is its own chunk, loaded with the
// shared page component only when the route is visited.
import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { StaticPageContent } from '@/features/static-pages/content/static-page-content';
import { lazyPage } from './lazy-page';

function staticPage(path: string, load: () => Promise<{ content: StaticPageContent }>): RouteObject {
  return {
    path,
    element: lazyPage(async () => {
      const [{ StaticPageRoute }, { content }] = await Promise.all([import('./static-page'), load()]);
      return function StaticPageWithContent() {
        return createElement(StaticPageRoute, { content });
      };
    }),
  };
}

export const staticPageRoutes: RouteObject[] = [
  staticPage(paths.contacts.path, () => import('@/features/static-pages/content/contacts')),
  staticPage(paths.paymentAndDelivery.path, () => import('@/features/static-pages/content/payment-and-delivery')),
  staticPage(paths.aboutUs.path, () => import('@/features/static-pages/content/about-us')),
  staticPage(paths.privacyPolicy.path, () => import('@/features/static-pages/content/privacy-policy')),
  staticPage(paths.publicOffer.path, () => import('@/features/static-pages/content/public-offer')),
];
