// The contract between the server renderer (web/src/entry-server.tsx, built by Vite into
// functions/ssr/) and the function that serves its pages (functions/src/ssr/).
import type { CatalogReader } from './catalog-reader';
import type { GoesWith } from './goes-with';
import type { Language } from './language';

/** What a page says about itself in <head>: its own words and picture, nothing personal. */
export interface PageHead {
  /** The whole tab title, shop name included. */
  title: string;
  description: string;
  /** The page's picture for link previews (a stored picture's URL, at least 600 px wide), if any. */
  image?: string | null;
  /** Open Graph type: `product` for a good. */
  type?: 'website' | 'product';
}

export interface RenderInput {
  /** Path and query of the request, e.g. `/goods/discountgoods?sort=priceAsc`. */
  url: string;
  language: Language;
  /** The shop's public origin, e.g. `https://yarnshop.example`: canonical URLs and JSON-LD use it. */
  origin: string;
  reader: CatalogReader;
  /** What goes with a good, from the catalogue the function keeps; absent: pages render without it. */
  goesWith?: GoesWithSource;
}

/** The server's answer to POST /api/getgoeswith, asked in the render instead of over HTTP. */
export type GoesWithSource = (goodId: string) => Promise<GoesWith>;

export interface RenderedPage {
  /** 404 when the page says it shows nothing that exists (an unknown path, good or category). */
  status: 200 | 404;
  /** The app's markup, for inside <div id="root">. */
  html: string;
  head: PageHead;
  /** The shop's name in the page's language (og:site_name). */
  siteName: string;
  /** The React Query cache the page was rendered from (dehydrated), for the browser to hydrate. */
  state: unknown;
  /** How long the render took, and how many render passes it needed (each pass reads what the last one asked for). */
  timing: { passes: number; ms: number };
}

export type RenderPage = (input: RenderInput) => Promise<RenderedPage>;

/** Where the browser finds the server's state: a JSON <script> of this id. */
export const BOOT_STATE_ID = 'shop-state';

/** What that script holds. */
export interface BootState {
  language: Language;
  origin: string;
  /** Absent when the page was not rendered on the server (the shell): the browser reads everything. */
  queries?: unknown;
}

/** The script's JSON: '<' escaped, so that no text in the state can close the tag. */
export function serializeBootState(state: BootState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}
