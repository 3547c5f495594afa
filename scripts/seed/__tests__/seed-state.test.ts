// Which start seeds: the decision of `npm start` from what its local data holds.
import { describe, expect, it } from 'vitest';
import { seedDecision, type LocalData } from '../seed-state.ts';

const data = (over: Partial<LocalData>): LocalData => ({ hasExport: true, seedFinished: false, hasGoods: false, hasSearchIndex: false, ...over });

describe('seedDecision', () => {
  it('seeds a first start, with no saved data', () => {
    expect(seedDecision(data({ hasExport: false }))).toMatchObject({ action: 'seed', reason: expect.stringMatching(/No saved local data/) as string });
  });

  it('seeds saved data that holds no catalogue: a first start stopped before its seed began', () => {
    expect(seedDecision(data({}))).toMatchObject({ action: 'seed', reason: expect.stringMatching(/no finished seed/) as string });
  });

  it('seeds saved data with part of a catalogue: a seed stopped halfway', () => {
    expect(seedDecision(data({ hasGoods: true }))).toMatchObject({ action: 'seed' });
    expect(seedDecision(data({ hasSearchIndex: true }))).toMatchObject({ action: 'seed' });
  });

  it('keeps saved data that holds a finished seed, whatever the ADMIN did to it since', () => {
    expect(seedDecision(data({ seedFinished: true }))).toEqual({ action: 'keep' });
    expect(seedDecision(data({ seedFinished: true, hasGoods: false }))).toEqual({ action: 'keep' });
  });

  it('keeps a whole catalogue saved before seeds were recorded, and records it', () => {
    expect(seedDecision(data({ hasGoods: true, hasSearchIndex: true }))).toMatchObject({ action: 'record' });
  });
});
