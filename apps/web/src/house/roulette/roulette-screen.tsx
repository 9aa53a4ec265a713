/**
 * Roulette (/house/roulette): a European table on a phone. Numbers are tapped in and out of the
 * bet (one, or two, three, four or six side by side), or an outside bet is chosen; the page names
 * the bet the numbers make and what it pays, or says they are no bet. The picture is the table
 * with the winning number.
 */
import { houseCalls } from '@khela/contract';
import { ROULETTE_RED, rouletteBetKind, rouletteIsRed } from '@khela/house-games';
import { useState } from 'react';
import { toLocalDigits } from '../../shared/format/format';
import { InstantScreen } from '../instant/instant-screen';
import { multiplierText } from '../instant/multiplier-text';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { rouletteTexts } from './roulette-texts';

const SPIN_MS = 700;
const INSIDE_MOST = 6;
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);
const ROWS = range(0, 11).map((row) => [3 * row + 1, 3 * row + 2, 3 * row + 3]);

/** The outside bets, each as the numbers it covers. */
const OUTSIDE: readonly { key: string; numbers: number[] }[] = [
  ...[0, 1, 2].map((dozen) => ({
    key: `dozen${dozen}`,
    numbers: range(12 * dozen + 1, 12 * dozen + 12),
  })),
  ...[1, 2, 0].map((rest, index) => ({
    key: `column${index}`,
    numbers: range(1, 36).filter((number) => number % 3 === rest),
  })),
  { key: 'low', numbers: range(1, 18) },
  { key: 'even', numbers: range(1, 36).filter((number) => number % 2 === 0) },
  { key: 'red', numbers: [...ROULETTE_RED] },
  { key: 'black', numbers: range(1, 36).filter((number) => !rouletteIsRed(number)) },
  { key: 'odd', numbers: range(1, 36).filter((number) => number % 2 === 1) },
  { key: 'high', numbers: range(19, 36) },
];

const sameNumbers = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((number) => b.includes(number));

function colourOf(number: number): 'red' | 'black' | 'green' {
  return number === 0 ? 'green' : rouletteIsRed(number) ? 'red' : 'black';
}

export function RouletteScreen() {
  const text = useTexts(rouletteTexts);
  const language = useHouseLanguage();
  const [numbers, setNumbers] = useState<number[]>([17]);
  const kind = rouletteBetKind(numbers);
  const local = (value: number) => toLocalDigits(String(value), language);
  const outsideLabel = (key: string): string => {
    if (key.startsWith('dozen')) return text.dozens[Number(key.slice(5))] ?? key;
    if (key.startsWith('column')) return text.columns[Number(key.slice(6))] ?? key;
    return text.kinds[key as 'red' | 'black' | 'odd' | 'even' | 'low' | 'high']();
  };
  const toggle = (number: number) =>
    setNumbers((current) => {
      const isOutside = current.length > INSIDE_MOST;
      if (isOutside) return [number];
      if (current.includes(number)) return current.filter((value) => value !== number);
      return current.length >= INSIDE_MOST ? current : [...current, number].sort((a, b) => a - b);
    });
  const betName =
    kind === null
      ? null
      : text.kinds[kind](
          toLocalDigits(
            kind === 'dozen' || kind === 'column'
              ? `${numbers[0]}–${numbers[numbers.length - 1]}`
              : numbers.join(', '),
            language,
          ),
        );
  const problem = numbers.length === 0 ? text.noBet : kind === null ? text.notABet : null;

  return (
    <InstantScreen
      game="roulette"
      choice={{ numbers }}
      choiceProblem={problem}
      call={houseCalls.roulettePlay}
      animationMs={SPIN_MS}
      picture={(bet, isPlaying) => {
        const landed =
          bet?.instant?.game === 'roulette' && !isPlaying ? bet.instant.result.number : null;
        const cell = (number: number) => {
          const state = `${numbers.includes(number) ? text.chosen : ''}${number === landed ? text.landed : ''}`;
          return (
            <button
              key={number}
              type="button"
              className={`roulette-table__number roulette-table__number--${colourOf(number)}${number === landed ? ' roulette-table__number--landed' : ''}`}
              aria-pressed={numbers.includes(number)}
              aria-label={text.number(local(number), state)}
              disabled={isPlaying}
              onClick={() => toggle(number)}
            >
              {local(number)}
            </button>
          );
        };
        return (
          <div className="roulette stack-2">
            <p
              className={`roulette__landed roulette__landed--${landed === null ? 'none' : colourOf(landed)}`}
              aria-hidden="true"
            >
              {landed === null ? '—' : local(landed)}
            </p>
            <div className="roulette-table" role="group" aria-label={text.table}>
              <div className="roulette-table__zero">{cell(0)}</div>
              {ROWS.map((row) => row.map(cell))}
            </div>
          </div>
        );
      }}
      controls={(disabled) => (
        <>
          <div className="stack-1" role="group" aria-label={text.outside}>
            <span className="text-muted-sm">{text.outside}</span>
            <div className="roulette-outside">
              {OUTSIDE.map((bet) => (
                <button
                  key={bet.key}
                  type="button"
                  className="house-chip"
                  aria-pressed={sameNumbers(bet.numbers, numbers)}
                  disabled={disabled}
                  onClick={() => setNumbers(bet.numbers)}
                >
                  {outsideLabel(bet.key)}
                </button>
              ))}
            </div>
          </div>
          <div className="roulette-bet">
            <p data-testid="roulette-bet">
              {betName === null
                ? null
                : text.bet(betName, multiplierText(36 / numbers.length, language))}
            </p>
            <button
              type="button"
              className="house-chip"
              disabled={disabled || numbers.length === 0}
              onClick={() => setNumbers([])}
            >
              {text.clear}
            </button>
          </div>
        </>
      )}
      rules={<p>{text.rules}</p>}
    />
  );
}
