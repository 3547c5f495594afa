// storage.rules cannot be run here (no Storage emulator on these machines, ADR 7), so its text is
// held instead: no client may write anything, and only raster pictures are readable, never SVG.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const RULES = readFileSync(join(__dirname, '..', '..', '..', 'storage.rules'), 'utf8');

interface Allow {
  methods: string[];
  condition: string;
}

/** Every `allow <methods>: if <condition>;` of the rules, comments removed. */
function allowStatements(rules: string): Allow[] {
  const code = rules.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...code.matchAll(/allow\s+([\w\s,]+?)\s*:\s*if\s+([^;]+);/g)].map((m) => ({
    methods: m[1]!.split(',').map((s) => s.trim()),
    condition: m[2]!.trim(),
  }));
}

const WRITES = ['write', 'create', 'update', 'delete'];

describe('storage.rules', () => {
  const allows = allowStatements(RULES);

  it('has rules to check', () => {
    expect(allows.length).toBeGreaterThan(0);
  });

  it('lets no client write, create, update or delete anything, ADMIN included', () => {
    const writes = allows.filter((a) => a.methods.some((m) => WRITES.includes(m)));
    expect(writes.length).toBeGreaterThan(0);
    for (const w of writes) expect(w.condition).toBe('false');
  });

  it('serves only JPEG, PNG and WebP pictures, never SVG', () => {
    const reads = allows.filter((a) => a.methods.includes('read') && a.condition !== 'false');
    expect(reads.length).toBeGreaterThan(0);
    for (const r of reads) {
      expect(r.condition).toMatch(/contentType\.matches\(/);
      expect(r.condition).not.toMatch(/svg/i);
    }
  });

  it('would notice an ADMIN write rule', () => {
    const loosened = RULES.replace('allow write: if false;', "allow write: if request.auth.token.role == 'ADMIN';");
    const writes = allowStatements(loosened).filter((a) => a.methods.includes('write'));
    expect(writes.some((w) => w.condition !== 'false')).toBe(true);
  });
});
