/**
 * The 5×3 window of the machine: what each reel shows, the winning cells lit and every winning
 * payline drawn across the window. While a spin is on its way the reels scroll their own strips,
 * blurred (still, under reduced motion).
 */
import type { HouseBet } from '@khela/contract';
import { SLOTS_PAYLINES, SLOTS_REEL_STRIPS } from '@khela/house-games';
import { toLocalDigits } from '../../shared/format/format';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { SlotsSymbolArt } from './slots-symbol-art';
import { slotsTexts } from './slots-texts';

type LineWin = NonNullable<HouseBet['slots']>['line_wins'][number];

/** Colours of the drawn paylines, so two lines crossing can be told apart. */
export const PAYLINE_COLOURS = ['#f5d061', '#34d399', '#72bbef', '#f472b6', '#fb923c'];

export function paylineColour(index: number): string {
  return PAYLINE_COLOURS[index % PAYLINE_COLOURS.length] ?? '#f5d061';
}

/** The cells (reel, row) of every winning run: reels 1..count along each winning line. */
function winningCells(lineWins: readonly LineWin[]): Set<string> {
  const cells = new Set<string>();
  for (const win of lineWins) {
    const rows = SLOTS_PAYLINES[win.line - 1] ?? [];
    rows.slice(0, win.count).forEach((row, reel) => cells.add(`${reel}:${row}`));
  }
  return cells;
}

/** A short stretch of a reel's strip, twice, for the scrolling loop. */
function spinningStrip(reel: number): string[] {
  const strip = SLOTS_REEL_STRIPS[reel] ?? [];
  const stretch = strip.slice(reel * 2, reel * 2 + 6);
  return [...stretch, ...stretch];
}

export function ReelWindow({
  reels,
  lineWins,
  isSpinning,
}: {
  reels: readonly (readonly string[])[];
  lineWins: readonly LineWin[];
  isSpinning: boolean;
}) {
  const text = useTexts(slotsTexts);
  const language = useHouseLanguage();
  const lit = isSpinning ? new Set<string>() : winningCells(lineWins);
  const symbolName = (symbol: string) => (text.symbols as Record<string, string>)[symbol] ?? symbol;
  return (
    <div
      className="slots-window"
      role="group"
      aria-label={text.machine}
      aria-busy={isSpinning || undefined}
      data-testid="slots-window"
    >
      <div className="slots-window__reels">
        {reels.map((column, reel) => (
          <div
            key={reel}
            className={`slots-reel${isSpinning ? ' slots-reel--spinning' : ''}`}
            role="list"
            aria-label={text.reel(toLocalDigits(String(reel + 1), language))}
          >
            {isSpinning ? (
              <div
                className="slots-reel__strip"
                style={{ animationDelay: `${-reel * 60}ms` }}
                aria-hidden="true"
              >
                {spinningStrip(reel).map((symbol, index) => (
                  <div key={index} className="slots-cell">
                    <SlotsSymbolArt symbol={symbol} />
                  </div>
                ))}
              </div>
            ) : (
              column.map((symbol, row) => (
                <div
                  key={row}
                  role="listitem"
                  aria-label={symbolName(symbol)}
                  data-symbol={symbol}
                  className={`slots-cell${lit.has(`${reel}:${row}`) ? ' slots-cell--win' : ''}`}
                >
                  <SlotsSymbolArt symbol={symbol} />
                </div>
              ))
            )}
          </div>
        ))}
      </div>
      {isSpinning ? null : (
        <svg
          className="slots-window__lines"
          viewBox="0 0 500 300"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {lineWins.map((win, index) => {
            const rows = SLOTS_PAYLINES[win.line - 1] ?? [];
            const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`);
            return (
              <polyline
                key={win.line}
                data-line={win.line}
                points={points.join(' ')}
                fill="none"
                stroke={paylineColour(index)}
                strokeWidth="4"
                strokeLinejoin="round"
                strokeLinecap="round"
                vectorEffect="non-scaling-stroke"
              />
            );
          })}
        </svg>
      )}
    </div>
  );
}
