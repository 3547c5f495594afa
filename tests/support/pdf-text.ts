// The text of a PDF Chromium printed (page.pdf), to check what a printed page says. Chromium writes
// each font's glyph codes with a ToUnicode map; this reads those maps and the pages' text operators
// (Tf, Tj, TJ) back into text. Enough for Chromium's own output, not a general PDF reader.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/gu)) {
    const body = match[2]!;
    const at = body.indexOf('stream');
    if (at < 0) {
      found.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    const start = at + 'stream'.length + (body[at + 6] === '\r' ? 2 : 1);
    const raw = Buffer.from(body.slice(start, body.lastIndexOf('endstream')), 'latin1');
    let stream: Buffer = raw;
    if (/\/FlateDecode/u.test(dict)) {
      try {
        stream = inflateSync(raw);
      } catch {
        stream = Buffer.alloc(0);
      }
    }
    found.set(Number(match[1]), { dict, stream });
  }
  return found;
}

/** A ToUnicode CMap: glyph code (hex) → text. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/gu) ?? []).map((h) => parseInt(h, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/gu)) {
    for (const [, src, dst] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/gu)) map.set(src!.toUpperCase(), utf16(dst!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/gu)) {
    for (const [, lo, hi, dst] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/gu)) {
      const width = lo!.length;
      for (let code = parseInt(lo!, 16), n = 0; code <= parseInt(hi!, 16); code += 1, n += 1) {
        const first = parseInt(dst!.slice(-4), 16) + n;
        map.set(code.toString(16).toUpperCase().padStart(width, '0'), utf16(dst!.slice(0, -4) + first.toString(16).padStart(4, '0')));
      }
    }
  }
  return map;
}

/** Every page's text, in the order the content streams draw it, runs joined by spaces. */
export function pdfText(pdf: Buffer): string {
  const all = objects(pdf);
  // Font resource names (/F4 …) to their ToUnicode maps, over every resource dictionary.
  const fonts = new Map<string, Map<string, string>>();
  for (const { dict } of all.values()) {
    for (const block of dict.matchAll(/\/Font\s*<<([\s\S]*?)>>/gu)) {
      for (const [, name, ref] of block[1]!.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/gu)) {
        const font = all.get(Number(ref));
        const cmapRef = font?.dict.match(/\/ToUnicode\s+(\d+) 0 R/u)?.[1];
        const cmap = cmapRef ? all.get(Number(cmapRef))?.stream : null;
        if (cmap) fonts.set(name!, toUnicode(cmap.toString('latin1')));
      }
    }
  }
  const runs: string[] = [];
  for (const { stream } of all.values()) {
    const content = stream?.toString('latin1') ?? '';
    if (!/\bTf\b/u.test(content)) continue;
    let font: Map<string, string> | undefined;
    for (const op of content.matchAll(/\/([\w.+-]+)\s+[\d.]+\s+Tf|(<[0-9a-fA-F]*>|\[[^\]]*\])\s*T[Jj]/gu)) {
      if (op[1]) {
        font = fonts.get(op[1]);
        continue;
      }
      const codes = [...op[2]!.matchAll(/<([0-9a-fA-F]*)>/gu)].flatMap((h) => h[1]!.toUpperCase().match(/.{4}/gu) ?? []);
      runs.push(codes.map((code) => font?.get(code) ?? '').join(''));
    }
  }
  return runs.join(' ');
}

/** How many pages the PDF has, and the size of the first in points. */
export function pdfPages(pdf: Buffer): { count: number; firstSize: [number, number] | null } {
  const text = pdf.toString('latin1');
  const count = (text.match(/\/Type\s*\/Page\b/gu) ?? []).length;
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/u.exec(text);
  return { count, firstSize: box ? [Number(box[1]), Number(box[2])] : null };
}
