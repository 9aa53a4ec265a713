/**
 * How a Fancy line reads on a price cell, in the slip and in the matched box. Most kinds are runs;
 * the server compares a Lottery line with the last digit of the runs and an Odd/Even line with
 * their parity, so a Lottery side reads as its digits (NO 0–4, YES 5–9) and an Odd/Even side as
 * its word (NO even, YES odd).
 */
import type { TranslateFunction } from '../../shared/i18n/translator';
import type { useFormat } from '../../shared/format/use-format';

const LOTTERY = 5;
const ODD_EVEN = 6;

export function fancyLineText(
  line: { type: number | undefined; side: 'yes' | 'no'; value: number },
  t: TranslateFunction,
  format: ReturnType<typeof useFormat>,
): string {
  if (line.type === LOTTERY) {
    return line.side === 'no'
      ? `${format.number(0)}–${format.number(line.value)}`
      : `${format.number(line.value)}–${format.number(9)}`;
  }
  if (line.type === ODD_EVEN) {
    return t(line.side === 'yes' ? 'exchange.fancyOdd' : 'exchange.fancyEven');
  }
  return format.number(line.value);
}
