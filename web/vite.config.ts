import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firestorePreconnect } from './vite-plugins/firestore-preconnect.ts';
import { pageReadsEntry } from './vite-plugins/page-reads-entry.ts';
import { precompileMessages } from './vite-plugins/precompile-messages.ts';
import { robotsTxt } from './vite-plugins/robots-txt.ts';

// Vendor groups change less often than the app, so each gets a long-lived cacheable chunk.
// Firebase stays its own group: only routes that read Firestore pull it in.
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
  { name: 'intl', test: /[\\/]node_modules[\\/](react-intl|intl-messageformat|@formatjs)[\\/]/ },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
  // firebase/auth is loaded lazily (only with a session or on the auth pages): a group of its own,
  // ahead of the general one, keeps it out of the chunk that every page loads. Its dependencies
  // (@firebase/app, util...) stay in the general group, which the home page loads anyway.
  {
    name: 'firebase-auth',
    test: /[\\/]node_modules[\\/](@firebase[\\/]auth|firebase[\\/]auth)[\\/]/,
    includeDependenciesRecursively: false,
  },
  { name: 'firebase', test: /[\\/]node_modules[\\/](firebase|@firebase|idb)[\\/]/ },
  // The first script's modules (src/start-page-reads.ts): the page's Firestore reads and what
  // they use, and Intl's warm-up with the language it needs; none of them imports React. Ahead
  // of 'shop', which holds components and so imports React: the reads would otherwise wait for
  // React to download.
  {
    name: 'reads',
    test: /[\\/]web[\\/]src[\\/](app[\\/]page-reads|features[\\/][^\\/]+[\\/]api[\\/](read-|reshape)|lib[\\/](firebase|i18n[\\/](language-cookie|locale))|config[\\/](env|parse-env|paths|firestore-collections)|types[\\/]|utils[\\/](good-document|document-fields|match-route-pattern|page-location))/,
  },
  // The pages of goods (goods lists, category and discount lists, good pages) as one chunk: a goods
  // list fetched five scripts and two stylesheets of its own after the app's (HTTP/1.1, six at a
  // time). What the header and the home page use (the menus' reads, the catalog tiles) and the
  // tile pages (catalogs, outer categories) stay out, or pages that do not need it would load it.
  {
    name: 'goods-pages',
    test: /[\\/]web[\\/]src[\\/](app[\\/]routes[\\/]catalogue[\\/](goods-list|category-goods|good)-route|features[\\/]good[\\/]|features[\\/]catalog[\\/](hooks[\\/]|utils[\\/](goods-filters|facet-options|after-paint-when-idle)|api[\\/](get-(catalog|goods)|whole-goods)\.|components[\\/](goods-|filters-|page-heading|load-error|category-goods-page)))/,
    // Only these modules: the components and utilities they share with other pages stay in 'shop'.
    includeDependenciesRecursively: false,
  },
  // The app's own small shared modules (components, utils, lib, hooks...) used by two or more
  // chunks, as one file: they came as about 15 files of under 2 kB, each a request on the Hosting
  // emulator's HTTP/1.1 (six at a time), before a page could render. Measured with npm run bench:
  // home 26 → 12 script files and 169.3 → 168.2 kB gzip; Lighthouse LCP 3.63 / 3.75 / 3.61 s →
  // 3.36 / 3.53 / 2.98 s. Feature modules stay with their pages, so ADMIN code stays out (adding
  // features/catalog took the home page to 170.6 kB, over its budget).
  { name: 'shop', test: /[\\/]web[\\/]src[\\/](components|utils|lib|config|types|hooks)[\\/]|[\\/]domain[\\/]/, minShareCount: 2 },
];

export default defineConfig({
  plugins: [react(), precompileMessages(), robotsTxt(), firestorePreconnect(), pageReadsEntry()],
  resolve: { tsconfigPaths: true },
  server: { port: 5173, strictPort: false },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
