// The built index.html (web/vite-plugins/shell-to-functions.ts moves it to functions/ssr/shell.html)
// filled with a rendered page: its language, its head, its markup and the state to hydrate.
import { BOOT_STATE_ID, serializeBootState, type BootState } from '@domain/page-render';

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>/;
const ROOT = '<div id="root"></div>';

interface PageParts {
  lang: string;
  headTags: string;
  html: string;
  boot: BootState;
}

/** Replaces the first match; the replacer function keeps any `$` in the page's text literal. */
function replaceOnce(template: string, find: RegExp | string, replacement: string): string {
  const found = typeof find === 'string' ? template.includes(find) : find.test(template);
  if (!found) throw new Error(`the page template has no ${String(find)}`);
  return template.replace(find, () => replacement);
}

/** The script that hands the browser its state. */
function bootScript(boot: BootState): string {
  return `<script type="application/json" id="${BOOT_STATE_ID}">${serializeBootState(boot)}</script>`;
}

export function fillTemplate(template: string, { lang, headTags, html, boot }: PageParts): string {
  let page = template.replace(/<html lang="[^"]*">/, `<html lang="${lang}">`);
  page = replaceOnce(page, DESCRIPTION, '');
  page = replaceOnce(page, TITLE, headTags);
  return replaceOnce(page, ROOT, `<div id="root">${html}</div>${bootScript(boot)}`);
}
