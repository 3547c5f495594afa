// A CSS Modules rule that composes a rule of another file and then sets one of its properties
// again loses whenever the build emits the other file later in the one stylesheet. Every module is
// checked for that pattern here; tests/browser/composed-styles.test.ts reads the looks in Chromium.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss, { type AtRule, type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../../web/src', import.meta.url));

/** The properties a shorthand sets (border-radius is no part of border). */
const SHORTHAND = /^(margin|padding|border|border-(top|right|bottom|left|color|style|width)|font|background|grid|grid-template|gap|inset|list-style|outline|overflow|place-(items|content|self)|text-decoration|transition)$/;
const sets = (shorthand: string, prop: string) =>
  shorthand === prop ||
  (SHORTHAND.test(shorthand) && !prop.startsWith('border-radius') && (prop.startsWith(`${shorthand}-`) || (shorthand === 'gap' && /^(row|column)-gap$/.test(prop)) || (shorthand === 'inset' && /^(top|right|bottom|left)$/.test(prop))));

/** A module's rules for one class: the selector with the class as `&`, the at-rules around it, the properties. */
function rulesOf(file: string, className: string): { shape: string; where: string; props: string[] }[] {
  const own = new RegExp(`\\.${className}(?![\\w-])`, 'g');
  const found: { shape: string; where: string; props: string[] }[] = [];
  postcss.parse(readFileSync(file, 'utf8')).walkRules((rule: Rule) => {
    let where = '';
    for (let node = rule.parent; node && node.type === 'atrule'; node = node.parent) where += `@media ${String((node as AtRule).params)} `;
    const props = rule.nodes.flatMap((d) => (d.type === 'decl' && d.prop !== 'composes' ? [d.prop] : []));
    for (const selector of rule.selectors) if (selector.match(own)) found.push({ shape: selector.replace(own, '&'), where, props });
  });
  return found;
}

/** The classes a class composes, through other files and its own, with the file each is in. */
function composed(file: string, className: string): { file: string; className: string }[] {
  const out: { file: string; className: string }[] = [];
  postcss.parse(readFileSync(file, 'utf8')).walkDecls('composes', (decl) => {
    if ((decl.parent as Rule).selector !== `.${className}`) return;
    const [, names, from] = /^(.*?)(?:\s+from\s+['"](.*)['"])?$/.exec(decl.value)!;
    const target = from ? resolve(dirname(file), from) : file;
    for (const name of (names ?? '').trim().split(/\s+/)) out.push({ file: target, className: name }, ...composed(target, name));
  });
  return out;
}

describe('the CSS modules', () => {
  it('no rule sets again a property of a rule it composes from another file', () => {
    const clashes: string[] = [];
    for (const path of readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((p) => p.endsWith('.module.css'))) {
      const file = join(SRC, path);
      for (const [, className = ''] of readFileSync(file, 'utf8').matchAll(/^\.([\w-]+)\s*\{\s*composes:/gm)) {
        for (const other of composed(file, className).filter((c) => c.file !== file)) {
          const theirs = rulesOf(other.file, other.className);
          for (const mine of rulesOf(file, className))
            for (const prop of mine.props)
              for (const their of theirs.filter((t) => t.shape === mine.shape))
                for (const p of their.props)
                  if (sets(p, prop) || sets(prop, p))
                    clashes.push(`${path}: ${mine.where}${mine.shape.replaceAll('&', `.${className}`)} sets ${prop}, which ${other.className} sets (${p})`);
        }
      }
    }
    expect(clashes).toEqual([]);
  });
});
