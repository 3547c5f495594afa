// Every page address that is not a file, an /api or an /auth call: public pages rendered on the
// server (with their data, head and status), personal pages as the bare shell. A render that
// fails is logged and answered with the shell too, so the browser renders the page as it would
// without a server: the shop never goes blank.
import { logger } from 'firebase-functions';
import type { CatalogueReader } from '../../../domain/catalogue-reader';
import type { RenderPage } from '../../../domain/page-render';
import { CACHE_HEADERS, isPersonalPath } from './cache-policy';
import { contentSecurityPolicy, pageSecurityHeaders } from './content-security-policy';
import { headTags } from './head-tags';
import { pageLanguage } from './page-language';
import { fillTemplate } from './page-template';
import type { PageTemplates } from './renderer';

export interface PageRequest {
  /** Path and query as requested, e.g. `/goods/discountgoods?lang=en`. */
  url: string;
  cookie?: string | undefined;
}

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface PageServices {
  render: () => Promise<RenderPage>;
  templates: () => Promise<PageTemplates>;
  reader: CatalogueReader;
  origin: string;
  /** Emulator origins the SPA may connect to (none in production): see content-security-policy.ts. */
  emulators?: string[];
}

const HTML = { 'Content-Type': 'text/html; charset=utf-8' };

// A template's policy hashes its inline scripts: computed once per template, not per request.
const policies = new Map<string, string>();
function securityHeadersFor(template: string, emulators: string[]): Record<string, string> {
  const key = `${emulators.join(' ')}\n${template}`;
  let policy = policies.get(key);
  if (policy === undefined) {
    policy = contentSecurityPolicy(template, { emulators });
    if (policies.size >= 4) policies.clear(); // rebuilt templates (on the emulators) replace the old
    policies.set(key, policy);
  }
  return pageSecurityHeaders(policy);
}

export async function servePage(request: PageRequest, services: PageServices): Promise<PageAnswer> {
  const templates = await services.templates();
  const { pathname, searchParams } = new URL(request.url, services.origin);
  const emulators = services.emulators ?? [];
  const shell: PageAnswer = { status: 200, headers: { ...HTML, ...securityHeadersFor(templates.shell, emulators), ...CACHE_HEADERS.private }, body: templates.shell };
  if (isPersonalPath(pathname)) return { ...shell, headers: { ...shell.headers, 'X-Robots-Tag': 'noindex' } };

  const language = pageLanguage(searchParams, request.cookie);
  try {
    const render = await services.render();
    const page = await render({ url: request.url, language, origin: services.origin, reader: services.reader });
    const body = fillTemplate(templates.page, {
      lang: language === 'en' ? 'en' : 'uk',
      headTags: headTags({ head: page.head, origin: services.origin, pathname, language, status: page.status, siteName: page.siteName }),
      html: page.html,
      boot: { language, origin: services.origin, queries: page.state },
    });
    return { status: page.status, headers: { ...HTML, ...securityHeadersFor(templates.page, emulators), ...CACHE_HEADERS.public }, body };
  } catch (error) {
    logger.error('page render failed; answering the shell', { url: request.url, error: error instanceof Error ? error.stack : String(error) });
    return shell;
  }
}
