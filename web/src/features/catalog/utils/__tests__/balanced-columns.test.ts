import { describe, expect, it } from 'vitest';
import { balancedColumns } from '../balanced-columns';

describe('balancedColumns', () => {
  it.each([
    [6, 4, 3],
    [6, 3, 3],
    [7, 4, 4],
    [8, 4, 4],
    [9, 4, 3],
    [5, 4, 3],
    [3, 4, 3],
    [0, 4, 1],
  ])('%i tiles, at most %i a row: %i columns', (count, most, columns) => {
    expect(balancedColumns(count, most)).toBe(columns);
  });
});
