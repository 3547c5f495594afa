// Every page address that is not a file, an /api or an /auth call: public pages rendered on the
// server (with their data, head and status), personal pages as the bare shell. A render that
// fails is logged and answered with the shell too, so the browser renders the page as it would
// without a server: the shop never goes blank.
import * as logger from 'firebase-functions/logger';
import type { CatalogReader } from '@domain/catalog-reader';
import type { GoesWithSource, RenderPage } from '@domain/page-render';
import { CACHE_HEADERS, isPersonalPath } from './cache-policy';
import { contentSecurityPolicy, pageSecurityHeaders } from './content-security-policy';
import { headTags } from './head-tags';
import { pageLanguage } from './page-language';
import { fillTemplate } from './page-template';

interface PageRequest {
  /** Path and query as requested, e.g. `/goods/discountgoods?lang=en`. */
  url: string;
  cookie?: string | undefined;
}

interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A page template with the security headers of every page made from it. */
export interface PageTemplate {
  html: string;
  headers: Record<string, string>;
}

/** The plain shell (personal pages, failed renders) and the template of rendered pages. */
export interface PageTemplates {
  shell: PageTemplate;
  page: PageTemplate;
}

/**
 * A template and its headers, made once per template (not per request): the policy hashes the
 * template's own inline scripts. `emulators` are the local origins the SPA may connect to.
 */
export function pageTemplate(html: string, emulators: string[] = []): PageTemplate {
  return { html, headers: pageSecurityHeaders(contentSecurityPolicy(html, { emulators })) };
}

export interface PageServices {
  render: () => Promise<RenderPage>;
  templates: () => Promise<PageTemplates>;
  reader: CatalogReader;
  goesWith?: GoesWithSource;
  origin: string;
}

const HTML = { 'Content-Type': 'text/html; charset=utf-8' };

export async function servePage(request: PageRequest, services: PageServices): Promise<PageAnswer> {
  const templates = await services.templates();
  const { pathname, searchParams } = new URL(request.url, services.origin);
  const shell: PageAnswer = { status: 200, headers: { ...HTML, ...templates.shell.headers, ...CACHE_HEADERS.private }, body: templates.shell.html };
  if (isPersonalPath(pathname)) return { ...shell, headers: { ...shell.headers, 'X-Robots-Tag': 'noindex' } };

  const language = pageLanguage(searchParams, request.cookie);
  try {
    const render = await services.render();
    const page = await render({ url: request.url, language, origin: services.origin, reader: services.reader, ...(services.goesWith && { goesWith: services.goesWith }) });
    const body = fillTemplate(templates.page.html, {
      lang: language === 'en' ? 'en' : 'uk',
      headTags: headTags({ head: page.head, origin: services.origin, pathname, language, status: page.status, siteName: page.siteName }),
      html: page.html,
      boot: { language, origin: services.origin, queries: page.state },
    });
    return { status: page.status, headers: { ...HTML, ...templates.page.headers, ...CACHE_HEADERS.public }, body };
  } catch (error) {
    logger.error('page render failed; answering the shell', { url: request.url, error: error instanceof Error ? error.stack : String(error) });
    return shell;
  }
}
