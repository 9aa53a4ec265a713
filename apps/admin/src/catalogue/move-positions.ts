/**
 * Moving one row up or down a list shown in position order, as explicit positions for the server.
 * Rows may share a position (the list then falls back to id order), so the shown positions are
 * first made strictly rising; only rows whose position changes are sent.
 */
export interface Positioned<K> {
  key: K;
  sort_order: number;
}

export function movePositions<K>(
  rows: readonly Positioned<K>[],
  index: number,
  direction: -1 | 1,
): Positioned<K>[] {
  const target = index + direction;
  if (index < 0 || target < 0 || index >= rows.length || target >= rows.length) return [];
  const values: number[] = [];
  for (const row of rows) {
    const previous = values.at(-1);
    values.push(previous === undefined ? row.sort_order : Math.max(row.sort_order, previous + 1));
  }
  const keys = rows.map((row) => row.key);
  [keys[index], keys[target]] = [keys[target]!, keys[index]!];
  return keys
    .map((key, position) => ({ key, sort_order: values[position]! }))
    .filter((item) => rows.find((row) => row.key === item.key)?.sort_order !== item.sort_order);
}
