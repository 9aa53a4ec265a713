/**
 * Random picks for the player's convenience only (Keno, the lottery): a round's or a draw's
 * numbers come from the fair stream, never from these.
 */
export function randomPicks(numbers: readonly number[], count: number): number[] {
  const pool = [...numbers];
  const words = new Uint32Array(count);
  crypto.getRandomValues(words);
  return Array.from(words, (word) => pool.splice(word % pool.length, 1)[0] as number).sort(
    (a, b) => a - b,
  );
}
