// Every answer in domain/api/contract.ts is a real type, to the last field: an `unknown` (or `any`)
// anywhere in one would let the functions answer it and the SPA read it unchecked, each side
// typing it by hand. A type-level test: `npm run typecheck` (tsc) is what fails on it.
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiAnswer, ApiPath } from '../api/contract';

type IsUnknown<T> = unknown extends T ? true : false;
type Deeper<Depth extends unknown[]> = [...Depth, unknown];

/** True when T holds `unknown` or `any` at any depth (down to 10 levels, deeper than any answer). */
type HasUnknown<T, Depth extends unknown[] = []> = Depth['length'] extends 10
  ? false
  : IsUnknown<T> extends true
    ? true
    : T extends readonly (infer Item)[]
      ? HasUnknown<Item, Deeper<Depth>>
      : T extends object
        ? { [K in keyof T]-?: HasUnknown<T[K], Deeper<Depth>> }[keyof T] extends false
          ? false
          : true
        : false;

/** The paths whose answer holds an `unknown`. */
type UntypedAnswers = { [P in ApiPath]: HasUnknown<ApiAnswer<P>> extends true ? P : never }[ApiPath];

describe('the API contract', () => {
  it('finds an unknown however deep it lies in an answer', () => {
    expectTypeOf<HasUnknown<{ data: { goods: { lots?: unknown }[] }[] }>>().toEqualTypeOf<true>();
    expectTypeOf<HasUnknown<{ data: string | null; list: number[] }>>().toEqualTypeOf<false>();
  });

  it('types every answer to the last field', () => {
    expectTypeOf<UntypedAnswers>().toEqualTypeOf<never>();
  });
});
