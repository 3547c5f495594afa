// The few pieces of XML the feeds are written with. A feed's shape is fixed and small, so a tested
// escaper is all it needs: no builder library to load on the API's cold start, and the escaper
// also drops the characters XML 1.0 forbids (a control character pasted into a description would
// otherwise make the whole feed unreadable to the channel), which builders leave to the caller.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Every character XML 1.0 does not allow: C0 controls but tab and line ends, lone surrogates, U+FFFE and U+FFFF. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text safe in an element's content and in a quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

type Attributes = Record<string, string | number | boolean | null | undefined>;

function attributeText(attributes: Attributes): string {
  return Object.entries(attributes)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
}

/** `<name a="…">text</name>`; nothing at all when the text is null or undefined (an optional field left out). */
export function element(name: string, text: string | number | null | undefined, attributes: Attributes = {}): string {
  if (text === null || text === undefined) return '';
  return `<${name}${attributeText(attributes)}>${escapeXml(String(text))}</${name}>`;
}

/** `<name a="…">` and its children, already XML, each on its own line. */
export function parent(name: string, children: readonly string[], attributes: Attributes = {}): string {
  return [`<${name}${attributeText(attributes)}>`, ...children.filter((child) => child !== ''), `</${name}>`].join('\n');
}

/** `<name a="…"/>`. */
export function emptyElement(name: string, attributes: Attributes): string {
  return `<${name}${attributeText(attributes)}/>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
