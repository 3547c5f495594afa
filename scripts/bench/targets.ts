// The targets in one place, each with the text the report prints next to the number and
// the test the number must pass. A number that could not be measured (NaN) never passes.
import { check, type Verdict } from './report.ts';

export interface Target {
  /** What the report's target column says. */
  label: string;
  pass: (value: number) => boolean;
}

const atMost = (limit: number, label: string): Target => ({ label, pass: (v) => v <= limit });
const atLeast = (limit: number, label: string): Target => ({ label, pass: (v) => v >= limit });
const below = (limit: number, label: string): Target => ({ label, pass: (v) => v < limit });

export const TARGETS = {
  performance: atLeast(97, '≥ 97'),
  seo: atLeast(100, '100'),
  lcpMs: atMost(1200, '≤ 1.2 s'),
  fcpMs: atMost(1000, '≤ 1.0 s'),
  cls: below(0.02, '< 0.02'),
  tbtMs: atMost(100, '≤ 100 ms'),
  homeJsBytes: atMost(150 * 1024, '≤ 150 kB'),
  renderP95Ms: atMost(50, 'p95 ≤ 50 ms'),
  searchP95Ms: below(8, '< 8 ms'),
  ordersP95Ms: atMost(150, 'p95 ≤ 150 ms'),
  /** Orders a second with 20 clients, as a multiple of one client's. */
  ordersSpeedup: atLeast(10, '≥ 10 × one client'),
  /** A city's Nova Poshta branches for checkout, from the directory's copy. */
  npBranchesP95Ms: atMost(50, 'p95 ≤ 50 ms'),
  /** A fresh Node process importing the functions' main module (what every function loads). */
  coldModuleMs: atMost(150, '≤ 150 ms'),
  /** From a fresh process's start to a page's first answer, and to an API call's. */
  coldPageMs: atMost(350, '≤ 350 ms'),
  coldApiMs: atMost(250, '≤ 250 ms'),
} as const satisfies Record<string, Target>;

export type TargetName = keyof typeof TARGETS;

/** PASS or MISS of a number against its target; NaN (not measured) is a MISS. */
export function verdictOf(name: TargetName, value: number): Verdict {
  return check(!Number.isNaN(value) && TARGETS[name].pass(value));
}

/** The target and verdict fields of a report row. */
export function judged(name: TargetName, value: number): { target: string; verdict: Verdict } {
  return { target: TARGETS[name].label, verdict: verdictOf(name, value) };
}
