// The server renderer: the same app, routes and fetchers as the browser's, rendered to HTML with
// the route's data. Built by Vite into functions/ssr/ (web/vite.config.ts) and called by the
// function that serves the pages (functions/src/ssr/). It renders in passes: each pass asks for
// data through the pages' own queries, the reads run, and the next pass renders with their
// answers, until nothing more is asked for. So a page has one data path, its hooks, wherever it
// is rendered.
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { StaticRouter } from 'react-router-dom';
import { NOTHING_GOES_WITH } from '@domain/goes-with';
import type { RenderedPage, RenderPage } from '@domain/page-render';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadRoute } from './app/router';
import { loadMessages } from './config/messages/messages';
import { setCatalogReader } from './lib/catalog-reader';
import { setGoesWithSource } from './lib/goes-with-source';
import { intlLocale } from './lib/i18n/locale';
import { ServerPage, ServerPageContext } from './lib/head/server-page';
import { QUERY_ROOTS } from './lib/query-keys';
import { createQueryClient } from './lib/react-query';
import { setSiteOrigin } from './lib/site-origin';

/** A page that still asks for data after this many passes has a read that depends on itself. */
const MAX_PASSES = 5;

// useQuery's `enabled` is kept in the options the query was built with (not in their type).
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/** Queries the render asked for and that have no data yet (a disabled one waits for the shopper). */
function wanted(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .findAll({ type: 'all' })
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));
}

// What the browser needs to hydrate: the catalogue's answers. Not the search index, which is large
// and not JSON (typed arrays); the search page carries its results instead.
const shouldDehydrateQuery = (query: Query) => query.state.status === 'success' && query.queryKey[0] !== QUERY_ROOTS.searchIndex;

/** A renderer given no source (the bench's timing runs) renders the pages without suggestions. */
const serverWithoutGoesWith = async () => NOTHING_GOES_WITH;

export const renderPage: RenderPage = async ({ url, language, origin, reader, goesWith }) => {
  const started = performance.now();
  setCatalogReader(reader);
  setGoesWithSource(goesWith ?? serverWithoutGoesWith);
  setSiteOrigin(origin);
  const { pathname } = new URL(url, origin);
  const [messages] = await Promise.all([loadMessages(language), preloadRoute(pathname)]);
  const queryClient = createQueryClient({ retry: false });

  let page = new ServerPage();
  let html = '';
  let passes = 0;
  for (;;) {
    page = new ServerPage();
    passes += 1;
    html = renderToString(
      <ServerPageContext value={page}>
        <AppProvider language={language} messages={messages} queryClient={queryClient}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </ServerPageContext>,
    );
    const reads = wanted(queryClient);
    if (reads.length === 0) break;
    if (passes === MAX_PASSES) throw new Error(`${url} still asked for ${reads.map((q) => q.queryHash).join(', ')} after ${MAX_PASSES} passes`);
    // A failed read fails the render: the function then sends the shell, and the browser reads
    // and reports as it would without a server.
    await Promise.all(reads.map((query) => queryClient.fetchQuery({ ...query.options, queryKey: query.queryKey })));
  }
  if (!page.head) throw new Error(`${url} rendered no page head (useDocumentTitle)`);
  const rendered: RenderedPage = {
    status: page.status,
    html,
    head: page.head,
    siteName: createIntl({ locale: intlLocale(language), messages }).formatMessage({ id: 'shopName' }),
    state: dehydrate(queryClient, { shouldDehydrateQuery }),
    timing: { passes, ms: performance.now() - started },
  };
  queryClient.clear();
  return rendered;
};
