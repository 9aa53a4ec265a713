/**
 * The recent crash points, newest first, coloured by size; each opens the verify page for its
 * round (`/house/verify?game=crash&round={id}`), where its seed can be checked against the chain.
 */
import type { CrashStateResponse } from '@khela/contract';
import { toLocalDigits } from '../../shared/format/format';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { crashPointBand, formatMultiplier, toHundredths } from './crash-clock';
import { crashTexts } from './crash-texts';

export function crashVerifyHref(roundId?: number): string {
  return roundId === undefined
    ? '/house/verify?game=crash'
    : `/house/verify?game=crash&round=${roundId}`;
}

export function CrashHistory({ history }: { history: CrashStateResponse['history'] }) {
  const text = useTexts(crashTexts);
  const language = useHouseLanguage();
  return (
    <nav className="crash-history" aria-label={text.history}>
      {history.length === 0 ? (
        <span className="crash-history__empty">{text.historyEmpty}</span>
      ) : (
        <ol className="crash-history__list">
          {history.map((item) => {
            const shown = toLocalDigits(formatMultiplier(toHundredths(item.crash_point)), language);
            return (
              <li key={item.id}>
                <a
                  className={`crash-history__point crash-history__point--${crashPointBand(item.crash_point)}`}
                  href={crashVerifyHref(item.id)}
                  aria-label={text.verifyRound(shown)}
                >
                  {shown}
                </a>
              </li>
            );
          })}
        </ol>
      )}
    </nav>
  );
}
