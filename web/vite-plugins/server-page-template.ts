// The template of a server-rendered page, made at build time from the built index.html (the
// shell). Two changes make the first screen paint sooner (docs/performance.md):
// - the stylesheet is inlined, so nothing blocks the first paint but the HTML itself;
// - the scripts start once the first screen's pictures (img[fetchpriority=high]) have arrived,
//   so on a phone's connection the 170 kB of code does not share the bandwidth with the largest
//   picture. The HTML is already whole; the scripts only make it interactive (hydration).
// The shell itself stays as built: personal pages and failed renders are rendered in the browser.

const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/;
const ENTRY = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g;
const BODY_END = '</body>';

/** What the loader fetches: the entry, its static imports, and each language's messages. */
export interface PageScripts {
  entry: string;
  preloads: string[];
  /** The messages chunk per `<html lang>` value (uk, en). */
  messages: Record<string, string>;
}

/**
 * Waits until the first screen's pictures are painted (at most `capMs`), then preloads the
 * modules and runs the entry. A click on a button before the app runs (<html data-app-ready>, set by src/app/app.tsx)
 * starts the scripts at once and is clicked again once the app has hydrated: hydration keeps the
 * server's elements, so the same button then does what it says. Links need no help.
 */
export function loaderScript(scripts: PageScripts, capMs = 2500): string {
  const config = JSON.stringify(scripts);
  return `<script>(function (s) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var lang = document.documentElement.lang;
    s.preloads.concat(s.messages[lang] ? [s.messages[lang]] : []).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = s.entry;
    document.body.appendChild(entry);
  }
  var root = document.documentElement;
  var clicked = null;
  function holdClick(event) {
    var button = event.target.closest && event.target.closest('button');
    if (!button || root.hasAttribute('data-app-ready')) return;
    event.preventDefault();
    event.stopPropagation();
    clicked = button;
    start();
  }
  document.addEventListener('click', holdClick, true);
  new MutationObserver(function (changes, observer) {
    if (!root.hasAttribute('data-app-ready')) return;
    observer.disconnect();
    document.removeEventListener('click', holdClick, true);
    if (clicked && clicked.isConnected) clicked.click();
  }).observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });
  // Painted, not only loaded: decoded, then two frames (the second rAF runs once the frame that
  // first showed the picture has been drawn). A script that starts before the paint holds it up.
  function whenPainted(img, done) {
    var decoded = img.decode ? img.decode() : Promise.resolve();
    decoded.catch(function () {}).then(function () {
      requestAnimationFrame(function () {
        requestAnimationFrame(done);
      });
    });
  }
  var pictures = document.querySelectorAll('img[fetchpriority="high"]');
  var left = pictures.length;
  if (left === 0) return start();
  Array.prototype.forEach.call(pictures, function (img) {
    var counted = false;
    function done() {
      if (counted) return;
      counted = true;
      if (--left === 0) start();
    }
    if (img.complete) return img.naturalWidth > 0 ? whenPainted(img, done) : done();
    img.addEventListener('load', function () {
      whenPainted(img, done);
    });
    img.addEventListener('error', done);
  });
  setTimeout(start, ${capMs});
})(${config});</script>`;
}

function mustMatch(html: string, pattern: RegExp, what: string): RegExpMatchArray {
  const match = html.match(pattern);
  if (!match?.[1]) throw new Error(`server-page-template: the built index.html has no ${what}`);
  return match;
}

/** The stylesheet's and the entry's addresses in the built shell, and the preloaded modules. */
export function shellAssets(shell: string): { stylesheet: string; entry: string; preloads: string[] } {
  return {
    stylesheet: mustMatch(shell, STYLESHEET, 'stylesheet link')[1]!,
    entry: mustMatch(shell, ENTRY, 'module entry script')[1]!,
    preloads: [...shell.matchAll(MODULE_PRELOAD)].map((m) => m[1]!),
  };
}

/**
 * The shell with its stylesheet inlined and its scripts replaced by the loader. `preloads` are
 * the entry's own imports (the shell's module preloads minus the messages, which the loader
 * picks by language).
 */
export function serverPageTemplate(shell: string, css: string, scripts: PageScripts): string {
  if (css.includes('</style')) throw new Error('server-page-template: the stylesheet closes its own <style>');
  if (!shell.includes(BODY_END)) throw new Error('server-page-template: the built index.html has no </body>');
  return shell
    .replace(STYLESHEET, () => `<style>${css}</style>`)
    .replace(ENTRY, '')
    .replace(MODULE_PRELOAD, '')
    .replace(BODY_END, () => `${loaderScript(scripts)}\n${BODY_END}`);
}
