// Text inside generated SVG pictures.

export const FONT_FAMILY = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

/** Breaks text into at most `maxLines` lines of about `maxChars`; the last line gets an ellipsis if cut. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && `${current} ${word}`.length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

export interface TextBlock {
  lines: string[];
  x: number;
  /** Baseline of the first line. */
  y: number;
  size: number;
  lineHeight: number;
  fill: string;
  weight?: 'normal' | 'bold';
  anchor?: 'start' | 'middle';
}

export function textBlock(block: TextBlock): string {
  const anchor = block.anchor ?? 'middle';
  return block.lines
    .map(
      (line, i) =>
        `<text x="${block.x}" y="${block.y + i * block.lineHeight}" font-family="${FONT_FAMILY}" font-size="${block.size}" ` +
        `font-weight="${block.weight ?? 'normal'}" fill="${block.fill}" text-anchor="${anchor}">${escapeXml(line)}</text>`,
    )
    .join('');
}
