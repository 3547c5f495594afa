import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompileMessages } from './vite-plugins/precompile-messages.ts';
import { robotsTxt } from './vite-plugins/robots-txt.ts';
import { shellToFunctions } from './vite-plugins/shell-to-functions.ts';

/** The server renderer's build (src/entry-server.tsx) and the page template go to the functions. */
const SSR_DIR = fileURLToPath(new URL('../functions/ssr', import.meta.url));

// Vendor groups change less often than the app, so each gets a long-lived cacheable chunk.
// Firebase stays its own group: only a read (after the first page) or a session pulls it in.
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
  { name: 'intl', test: /[\\/]node_modules[\\/](react-intl|intl-messageformat|@formatjs)[\\/]/ },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
  // firebase/auth is loaded lazily (only with a session or on the auth pages): a group of its own,
  // ahead of the general one, keeps it out of the chunk that Firestore reads load.
  {
    name: 'firebase-auth',
    test: /[\\/]node_modules[\\/](@firebase[\\/]auth|firebase[\\/]auth)[\\/]/,
    includeDependenciesRecursively: false,
  },
  { name: 'firebase', test: /[\\/]node_modules[\\/](firebase|@firebase|idb)[\\/]/ },
  // The account rules with their list of common passwords (about 4 kB gzip) go only with the
  // account forms, never into the shared chunk below, which every page loads.
  // Not its dependencies: the one phone rule (domain/phone.ts) goes with every form, not with the passwords.
  { name: 'account-rules', test: /[\\/]domain[\\/](account|common-passwords)\.ts$/, includeDependenciesRecursively: false },
  // The one Dialog and the confirmation built on it open only from chunks loaded on demand: they
  // load with the first dialog, not with every page (about 1.2 kB gzip).
  { name: 'dialog', test: /[\\/]web[\\/]src[\\/]components[\\/]ui[\\/](dialog|confirm-question|focus-trap)\./, includeDependenciesRecursively: false },
  // The shared form pieces (fields, the combobox, the error policy) load with the first form, not
  // with every page.
  {
    name: 'forms',
    test: /[\\/](web[\\/]src[\\/](components[\\/]ui[\\/](form-field|text-field|phone-field|select-field|field-group|check-field|form-error)\.|components[\\/]combobox[\\/]|lib[\\/]error-text\.|hooks[\\/]use-(api-error-text|text)\.)|domain[\\/]phone\.ts$)/,
    includeDependenciesRecursively: false,
  },
  // zod and the schemas built with it (about 26 kB gzip) load only with the pages that validate:
  // as a dependency of a shared domain module they had joined the chunk below, which every page loads.
  {
    name: 'validation',
    test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]domain[\\/](shipping|yarn-line-schemas)\.ts$|[\\/]domain[\\/]api[\\/]/,
    includeDependenciesRecursively: false,
  },
  // The app's own small shared modules (components, utils, lib, hooks...) used by two or more
  // chunks, as one file rather than about 15 of under 2 kB, each a request before a page renders.
  // Feature modules stay with their pages, so ADMIN code stays out of the storefront's.
  { name: 'shop', test: /[\\/]web[\\/]src[\\/](components|utils|lib|config|types|hooks)[\\/]|[\\/]domain[\\/]/, minShareCount: 2 },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompileMessages(), robotsTxt(), shellToFunctions(SSR_DIR)],
  resolve: { tsconfigPaths: true },
  server: { port: 5173, strictPort: false },
  // The server bundle carries its dependencies: the function needs no React of its own.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: SSR_DIR,
        emptyOutDir: false,
        // One file: the function loads it again when it changes (functions/src/ssr/renderer.ts), and chunks
        // would import the old copy's shared modules.
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: '[name].mjs', codeSplitting: false } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // One stylesheet for every page: the server's HTML of any page needs its styles before the
        // first paint, and one file (linked by index.html) is simpler than finding each lazy page's.
        cssCodeSplit: false,
        rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
      },
}));
