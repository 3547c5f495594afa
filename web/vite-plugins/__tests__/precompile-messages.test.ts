// The build ships no ICU parser: a catalogue the plugin does not precompile would show its
// messages with arguments raw ("Відновити «{name}»"). Every catalogue file must be one it knows.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../precompile-messages';

const dir = join(import.meta.dirname, '..', '..', 'src', 'config', 'messages');

describe('precompiled message catalogues', () => {
  it('every catalogue in src/config/messages is precompiled', () => {
    const catalogues = readdirSync(dir).filter((file) => file.endsWith('.ts') && file !== 'messages.ts');
    expect(catalogues.length).toBeGreaterThan(10);
    expect(catalogues.filter((file) => !CATALOGUE.test(join(dir, file)))).toEqual([]);
  });
});
