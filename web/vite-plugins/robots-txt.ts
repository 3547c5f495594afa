// Writes robots.txt into the build. Its Sitemap line must be an absolute URL, so it takes the
// shop's public origin from SHOP_ORIGIN (default: the local Hosting emulator). It is a build
// artefact rather than a function answer because Cloud Functions reserve /robots.txt.
import type { Plugin } from 'vite';

const PRIVATE_PATHS = ['/ordersmanager', '/userpage', '/unregistereduserpage', '/paymentreturn/', '/makeorderpage', '/api/', '/auth/'];

export function robotsTxt(origin = process.env.SHOP_ORIGIN ?? 'http://127.0.0.1:5000'): Plugin {
  return {
    name: 'yarn-shop:robots-txt',
    // The browser's build only: the server bundle has no public folder.
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    generateBundle() {
      const lines = ['User-agent: *', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: lines.join('\n') });
    },
  };
}
