// Writes scripts/test/emulator-file-seconds.json from the last `npm test`'s reports: the seconds
// each emulator test file took, by which run-all.ts deals the files to its shards.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '../emulators/paths.ts';

interface Report {
  testResults: { name: string; startTime: number; endTime: number }[];
}

const reports = ['emulator.json', 'emulator-1.json', 'emulator-2.json', 'emulator-3.json', 'emulator-4.json']
  .map((name) => join(REPO_ROOT, 'test-results', name))
  .filter((file) => existsSync(file));
if (reports.length === 0) throw new Error('No report in test-results/: run `npm test` first');
const seconds: Record<string, number> = {};
for (const file of reports) {
  for (const result of (JSON.parse(readFileSync(file, 'utf8')) as Report).testResults) {
    seconds[relative(REPO_ROOT, result.name)] = Math.round((result.endTime - result.startTime) / 100) / 10;
  }
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(join(REPO_ROOT, 'scripts', 'test', 'emulator-file-seconds.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files' times written from ${reports.length} report(s)`);
