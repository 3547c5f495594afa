import { describe, expect, it } from 'vitest';
import { loaderScript, serverPageTemplate, shellAssets } from '../server-page-template';

// The shape of Vite's built index.html.
const SHELL = `<!doctype html>
<html lang="uk">
  <head>
    <title>Крамниця пряжі</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="stylesheet" crossorigin href="/assets/style-C.css">
    <link rel="modulepreload" crossorigin="" href="/assets/ua-D.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const SCRIPTS = { entry: '/assets/index-A.js', preloads: ['/assets/react-B.js'], messages: { uk: '/assets/ua-D.js', en: '/assets/en-E.js' } };

describe('server page template', () => {
  it('finds the stylesheet, the entry and the module preloads of the built shell', () => {
    expect(shellAssets(SHELL)).toEqual({
      stylesheet: '/assets/style-C.css',
      entry: '/assets/index-A.js',
      preloads: ['/assets/react-B.js', '/assets/ua-D.js'],
    });
  });

  it('inlines the stylesheet and hands the scripts to the loader at the end of the body', () => {
    const page = serverPageTemplate(SHELL, '.a{color:red}', SCRIPTS);
    expect(page).toContain('<style>.a{color:red}</style>');
    expect(page).not.toMatch(/<link rel="stylesheet"|<link rel="modulepreload"|<script type="module"/);
    expect(page).toMatch(/<div id="root"><\/div>\s*<script>\(function \(s\) \{[\s\S]*<\/script>\n<\/body>/);
    expect(page).toContain(JSON.stringify(SCRIPTS));
  });

  it('refuses a shell it does not understand, and a stylesheet that would close the <style>', () => {
    expect(() => shellAssets('<html><body></body></html>')).toThrow(/stylesheet/);
    expect(() => serverPageTemplate(SHELL, 'a{}</style><script>', SCRIPTS)).toThrow(/closes its own/);
  });

  it('the loader is a script that parses', () => {
    const source = loaderScript(SCRIPTS).replace(/^<script>|<\/script>$/g, '');
    expect(() => new Function(source)).not.toThrow();
  });
});
