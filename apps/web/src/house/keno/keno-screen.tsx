/**
 * Keno (/house/keno): the player picks up to 10 of the numbers 1–40 on the board; the round draws
 * ten and pays by the hits, by the published table for that many picks.
 */
import { houseCalls, KENO_NUMBERS, KENO_PICKS_MAX } from '@khela/contract';
import { kenoTable } from '@khela/house-games';
import { useState } from 'react';
import { toLocalDigits } from '../../shared/format/format';
import { InstantScreen } from '../instant/instant-screen';
import { randomPicks } from '../instant/random-picks';
import { multiplierText } from '../instant/multiplier-text';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { kenoTexts } from './keno-texts';

const DRAW_MS = 600;
const NUMBERS = Array.from({ length: KENO_NUMBERS }, (_, index) => index + 1);
const DEFAULT_RANDOM_PICKS = 5;

export function KenoScreen() {
  const text = useTexts(kenoTexts);
  const language = useHouseLanguage();
  const [picks, setPicks] = useState<number[]>([]);
  const number = (value: number) => toLocalDigits(String(value), language);
  const toggle = (value: number) =>
    setPicks((current) =>
      current.includes(value)
        ? current.filter((pick) => pick !== value)
        : current.length >= KENO_PICKS_MAX
          ? current
          : [...current, value].sort((a, b) => a - b),
    );
  const table = picks.length > 0 ? kenoTable(picks.length) : null;

  return (
    <InstantScreen
      game="keno"
      choice={{ picks }}
      choiceProblem={picks.length === 0 ? text.pickSome : null}
      call={houseCalls.kenoPlay}
      animationMs={DRAW_MS}
      picture={(bet, isPlaying) => {
        const round = bet?.instant?.game === 'keno' && !isPlaying ? bet.instant : null;
        const drawn = new Set(round?.result.drawn ?? []);
        return (
          <div className="keno-board" role="group" aria-label={text.board}>
            {NUMBERS.map((value) => {
              const isPicked = picks.includes(value);
              const isDrawn = drawn.has(value);
              const state = isDrawn
                ? isPicked
                  ? text.drawnHit
                  : text.drawnMiss
                : isPicked
                  ? text.picked
                  : '';
              return (
                <button
                  key={value}
                  type="button"
                  className={`keno-board__number${isDrawn ? ' keno-board__number--drawn' : ''}${isDrawn && isPicked ? ' keno-board__number--hit' : ''}`}
                  aria-pressed={isPicked}
                  aria-label={text.number(number(value), state)}
                  disabled={isPlaying}
                  onClick={() => toggle(value)}
                >
                  {number(value)}
                </button>
              );
            })}
          </div>
        );
      }}
      controls={(disabled) => (
        <>
          <div className="keno-actions">
            <span className="text-muted-sm" aria-live="polite">
              {text.picks(number(picks.length))}
            </span>
            <button
              type="button"
              className="house-chip"
              disabled={disabled}
              onClick={() => setPicks(randomPicks(NUMBERS, picks.length || DEFAULT_RANDOM_PICKS))}
            >
              {text.randomPicks}
            </button>
            <button
              type="button"
              className="house-chip"
              disabled={disabled || picks.length === 0}
              onClick={() => setPicks([])}
            >
              {text.clear}
            </button>
          </div>
          {table ? (
            <table className="instant-paytable">
              <caption>{text.paytable(number(picks.length))}</caption>
              <thead>
                <tr>
                  <th scope="col">{text.hits}</th>
                  {table.map((_, hits) => (
                    <th key={hits} scope="col">
                      {number(hits)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">×</th>
                  {table.map((hundredths, hits) => (
                    <td key={hits}>
                      {hundredths === 0
                        ? '—'
                        : multiplierText(hundredths / 100, language).replace('×', '')}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          ) : null}
        </>
      )}
      rules={<p>{text.rules}</p>}
    />
  );
}
