// The `html` part: each kind of page fetched from the running Hosting emulator with a plain HTTP
// client (no scripts run, no cookie, as a crawler or a messenger's link preview asks), and
// whether its HTML holds the title, the price and an og:image that loads.
import { htmlFindings, imageFinding, metaContent, type Finding, type HtmlExpectation } from './html-findings.ts';
import type { BenchPages } from './pages.ts';
import { check, type Row } from './report.ts';

const TIMEOUT_MS = 60_000;

async function fetchImage(url: string | null): Promise<Finding> {
  if (!url) return imageFinding(null, '');
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    const bytes = (await response.arrayBuffer()).byteLength;
    return imageFinding(url, { status: response.status, contentType: response.headers.get('content-type') ?? '', bytes });
  } catch (error) {
    return imageFinding(url, error instanceof Error ? error.message : String(error));
  }
}

async function pageFindings(shopUrl: string, expected: HtmlExpectation): Promise<Finding[]> {
  const response = await fetch(`${shopUrl}${expected.path}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  const html = await response.text();
  const type = response.headers.get('content-type') ?? '';
  const answered: Finding = { item: 'answer', ok: response.status === 200 && type.startsWith('text/html'), detail: `${response.status} ${type}, ${html.length} characters` };
  return [answered, ...htmlFindings(html, expected), await fetchImage(metaContent(html, 'og:image'))];
}

export async function htmlRows(shopUrl: string, pages: BenchPages): Promise<Row[]> {
  const { goodFacts } = pages;
  const expectations: HtmlExpectation[] = [
    { path: pages.home },
    { path: pages.goodsList, anyPrice: true },
    // No cookie: the page is in Ukrainian, so its title names the good's Ukrainian title.
    { path: pages.good, goodTitle: goodFacts.title.ua, good: goodFacts },
    { path: pages.staticPage },
  ];
  const rows: Row[] = [];
  for (const expected of expectations) {
    const findings = await pageFindings(shopUrl, expected);
    rows.push(...findings.map((f) => ({ section: 'Plain HTML (fetch, no scripts)', metric: `${expected.path} ${f.item}`, value: f.detail, target: 'present', verdict: check(f.ok) })));
  }
  return rows;
}
