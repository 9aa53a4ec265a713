/**
 * The flight: the multiplier in big digits drawn from the growth curve and the server's clock, the
 * curve itself, the countdown while bets are taken and the crash point once it has crashed.
 */
import type { CrashRound } from '@khela/contract';
import { CRASH_BETTING_MS } from '@khela/contract';
import { toLocalDigits } from '../../shared/format/format';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import {
  bettingLeftMs,
  flightCurvePath,
  formatMultiplier,
  phaseAt,
  roundMultiplierAt,
  toHundredths,
} from './crash-clock';
import { crashTexts } from './crash-texts';
import { useFrameValue } from './use-frame-value';

const GRAPH_WIDTH = 320;
const GRAPH_HEIGHT = 96;

export function CrashFlight({
  round,
  serverNow,
}: {
  round: CrashRound | null;
  serverNow: () => number;
}) {
  const text = useTexts(crashTexts);
  const language = useHouseLanguage();
  const phase = useFrameValue(() => (round ? phaseAt(round, serverNow()) : 'betting'), true);
  const flying = round !== null && phase === 'flying';
  // Tenths of a second left to bet, and hundredths of the multiplier: each re-renders on change.
  const tenthsLeft = useFrameValue(
    () => (round ? Math.ceil(bettingLeftMs(round, serverNow()) / 100) : 0),
    round !== null && phase === 'betting',
  );
  const liveHundredths = useFrameValue(
    () => (round ? roundMultiplierAt(round, serverNow()) : 100),
    flying,
  );
  const elapsedMs = useFrameValue(
    () => (round ? Math.max(0, Math.floor(serverNow() - Date.parse(round.started_at))) : 0),
    flying,
  );

  if (!round) {
    return (
      <section className="crash-flight" aria-label={text.multiplierLabel}>
        <p className="crash-flight__status">{text.noRound}</p>
      </section>
    );
  }

  const crashedHundredths =
    round.phase === 'crashed' && round.crash_point !== null
      ? toHundredths(round.crash_point)
      : null;
  const shownHundredths = crashedHundredths ?? (phase === 'betting' ? 100 : liveHundredths);
  const curveMs =
    phase === 'crashed' && round.crashed_at
      ? Math.max(0, Date.parse(round.crashed_at) - Date.parse(round.started_at))
      : phase === 'flying'
        ? elapsedMs
        : 0;
  const curve = flightCurvePath(curveMs, GRAPH_WIDTH, GRAPH_HEIGHT);
  const multiplierText = toLocalDigits(formatMultiplier(shownHundredths), language);

  return (
    <section className={`crash-flight crash-flight--${phase}`} aria-label={text.multiplierLabel}>
      <svg
        className="crash-flight__graph"
        viewBox={`0 0 ${GRAPH_WIDTH} ${GRAPH_HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <path className="crash-flight__grid" d={`M0 ${GRAPH_HEIGHT - 0.5} H${GRAPH_WIDTH}`} />
        {phase === 'betting' ? null : (
          <>
            <path
              className="crash-flight__area"
              d={`${curve.path} L${curve.tipX.toFixed(1)} ${GRAPH_HEIGHT} L0 ${GRAPH_HEIGHT} Z`}
            />
            <path className="crash-flight__line" d={curve.path} />
            <circle className="crash-flight__tip" cx={curve.tipX} cy={curve.tipY} r="5" />
          </>
        )}
      </svg>
      <div className="crash-flight__readout">
        <strong className="crash-flight__multiplier" data-testid="crash-multiplier">
          {multiplierText}
        </strong>
        {phase === 'betting' ? (
          <div className="crash-flight__countdown stack-2">
            {/* Not a live region: a screen reader would read it ten times a second. */}
            <p className="crash-flight__status">
              {text.nextRoundIn(toLocalDigits((tenthsLeft / 10).toFixed(1), language))}
            </p>
            <div className="crash-flight__bar" aria-hidden="true">
              <span
                style={{ width: `${Math.min(100, (tenthsLeft * 10000) / CRASH_BETTING_MS)}%` }}
              />
            </div>
          </div>
        ) : phase === 'crashed' ? (
          <p className="crash-flight__status crash-flight__status--crashed" role="status">
            {text.crashedAt(multiplierText)}
          </p>
        ) : (
          <p className="crash-flight__status">{text.flying}</p>
        )}
      </div>
    </section>
  );
}
