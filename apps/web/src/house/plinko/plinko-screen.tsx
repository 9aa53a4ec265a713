/**
 * Plinko (/house/plinko): 8 to 16 rows of pegs at three risks; the ball's path is one bit of the
 * fair stream per row, and the slot it lands in pays the published multiplier under it.
 */
import { houseCalls, PLINKO_ROWS_MAX, PLINKO_ROWS_MIN, type PlinkoChoice } from '@khela/contract';
import { plinkoTable } from '@khela/house-games';
import { useId, useState } from 'react';
import { toLocalDigits } from '../../shared/format/format';
import { RiskChips } from '../instant/choice-chips';
import { InstantScreen } from '../instant/instant-screen';
import { instantTexts } from '../instant/instant-texts';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { plinkoTexts } from './plinko-texts';

const DROP_MS = 700;
const WIDTH = 340;
const ROW_OPTIONS = Array.from(
  { length: PLINKO_ROWS_MAX - PLINKO_ROWS_MIN + 1 },
  (_, index) => PLINKO_ROWS_MIN + index,
);

function slotColour(hundredths: number): string {
  if (hundredths >= 1000) return '#d84315';
  if (hundredths >= 200) return '#f5a524';
  if (hundredths >= 100) return '#1f8a5b';
  return '#34405a';
}

function PlinkoBoard({ choice, path }: { choice: PlinkoChoice; path: number[] | null }) {
  const text = useTexts(plinkoTexts);
  const common = useTexts(instantTexts);
  const language = useHouseLanguage();
  const { rows } = choice;
  const gap = WIDTH / (rows + 2);
  const rowHeight = gap * 0.86;
  const top = gap * 0.6;
  const slotsTop = top + rows * rowHeight;
  const height = slotsTop + gap * 1.1;
  const table = plinkoTable(choice);
  const slotX = (slot: number) => WIDTH / 2 + (slot - rows / 2) * gap;
  let ball = WIDTH / 2;
  const points = [`${ball} 0`];
  if (path) {
    path.forEach((step, row) => {
      points.push(`${ball.toFixed(1)} ${(top + row * rowHeight - gap * 0.3).toFixed(1)}`);
      ball += step === 1 ? gap / 2 : -gap / 2;
    });
    points.push(`${ball.toFixed(1)} ${(slotsTop + gap * 0.4).toFixed(1)}`);
  }
  const landed = path ? path.reduce((sum, step) => sum + step, 0) : null;
  return (
    <svg
      className="plinko-board"
      viewBox={`0 0 ${WIDTH} ${height.toFixed(1)}`}
      role="img"
      aria-label={text.board(toLocalDigits(String(rows), language), common[choice.risk])}
    >
      {Array.from({ length: rows }, (_, row) =>
        Array.from({ length: row + 3 }, (_, peg) => (
          <circle
            key={`${row}-${peg}`}
            cx={WIDTH / 2 + (peg - (row + 2) / 2) * gap}
            cy={top + row * rowHeight}
            r={Math.max(1.6, gap * 0.09)}
            fill="var(--color-text-muted)"
          />
        )),
      )}
      {table.map((hundredths, slot) => (
        <g key={slot}>
          <rect
            x={slotX(slot) - gap / 2 + 1}
            y={slotsTop}
            width={gap - 2}
            height={gap * 0.9}
            rx="3"
            fill={slotColour(hundredths)}
            className={slot === landed ? 'plinko-board__slot--hit' : undefined}
          />
          <text
            x={slotX(slot)}
            y={slotsTop + gap * 0.58}
            textAnchor="middle"
            fontSize={Math.min(11, gap * 0.36)}
            fill="#fff"
          >
            {toLocalDigits(String(hundredths / 100), language)}
          </text>
        </g>
      ))}
      {path ? (
        <>
          <polyline className="plinko-board__path" points={points.join(' ')} fill="none" />
          <circle
            cx={ball}
            cy={slotsTop - gap * 0.25}
            r={gap * 0.22}
            className="plinko-board__ball"
          />
        </>
      ) : null}
    </svg>
  );
}

export function PlinkoScreen() {
  const text = useTexts(plinkoTexts);
  const language = useHouseLanguage();
  const [choice, setChoice] = useState<PlinkoChoice>({ rows: 12, risk: 'medium' });
  const rowsId = useId();
  return (
    <InstantScreen
      game="plinko"
      choice={choice}
      call={houseCalls.plinkoPlay}
      animationMs={DROP_MS}
      picture={(bet, isPlaying) => {
        const round = bet?.instant?.game === 'plinko' && !isPlaying ? bet.instant : null;
        return round ? (
          <PlinkoBoard choice={round.choice} path={round.result.path} />
        ) : (
          <PlinkoBoard choice={choice} path={null} />
        );
      }}
      controls={(disabled) => (
        <>
          <RiskChips
            value={choice.risk}
            disabled={disabled}
            onChange={(risk) => setChoice({ ...choice, risk })}
          />
          <div className="stack-1">
            <label htmlFor={rowsId} className="text-muted-sm">
              {text.rows}
            </label>
            <select
              id={rowsId}
              className="instant-input"
              value={choice.rows}
              disabled={disabled}
              onChange={(event) => setChoice({ ...choice, rows: Number(event.target.value) })}
            >
              {ROW_OPTIONS.map((rows) => (
                <option key={rows} value={rows}>
                  {toLocalDigits(String(rows), language)}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
      rules={<p>{text.rules}</p>}
    />
  );
}
