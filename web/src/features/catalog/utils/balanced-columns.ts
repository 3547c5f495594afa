/**
 * How many columns lay out `count` tiles in rows that differ by one at most, with no more than
 * `most` a row: 6 tiles and room for 5 make two rows of 3, never 5 and then 1 alone.
 */
export function balancedColumns(count: number, most: number): number {
  if (count <= 0) return 1;
  const rows = Math.ceil(count / most);
  return Math.ceil(count / rows);
}
