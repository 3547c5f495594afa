// Adds <link rel="preconnect"> for the Firestore origin to index.html. The first page's data is a
// Firestore query that the first script (src/start-page-reads.ts) starts once Firebase has
// arrived; by then the connection (and on https its TLS handshake) is open, so the query pays one
// round trip less. Firestore's
// requests are CORS requests without credentials, hence `crossorigin` (anonymous): a preconnect
// without it opens a connection those requests cannot use.
import type { Plugin } from 'vite';
import { firestoreOrigin, parseEnv } from '../src/config/parse-env.ts';

export function firestorePreconnect(): Plugin {
  let origin = '';
  return {
    name: 'yarn-shop:firestore-preconnect',
    configResolved(config) {
      origin = firestoreOrigin(parseEnv(config.env));
    },
    transformIndexHtml() {
      return [{ tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head' }];
    },
  };
}
