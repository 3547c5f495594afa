import { StaticPage } from '@/features/static-pages/components/static-page';
import type { StaticPageContent } from '@/features/static-pages/content/static-page-content';

/** A static page; its text comes in the page's own chunk (static-page-routes.ts). */
export function StaticPageRoute({ content }: { content: StaticPageContent }) {
  return <StaticPage content={content} />;
}
