import { useLoaderData } from 'react-router-dom';
import { StaticPage } from '@/features/static-pages/components/static-page';
import type { StaticPageContent } from '@/features/static-pages/content/static-page-content';

/** A static page; its text arrives through the route's loader, in the page's own chunk. */
export function StaticPageRoute() {
  return <StaticPage content={useLoaderData<StaticPageContent>()} />;
}
