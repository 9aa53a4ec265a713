/**
 * The recent crash points, newest first, coloured by size; each opens the verify page for its
 * round (`/house/verify?game=crash&round={id}`), where its seed can be checked against the chain.
 */
import type { CrashStateResponse } from '@khela/contract';
import { toLocalDigits } from '../../shared/format/format';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { crashPointBand, formatMultiplier, toHundredths } from './crash-clock';
import { crashTexts } from './crash-texts';

/** The verify page, for one round when given; it keeps the lobby so its way back still works. */
export function crashVerifyHref(roundId: number | null, lobby: string | null): string {
  const query = new URLSearchParams({ game: 'crash' });
  if (roundId !== null) query.set('round', String(roundId));
  if (lobby) query.set('lobby', lobby);
  return `/house/verify?${query.toString()}`;
}

export function CrashHistory({
  history,
  lobby,
}: {
  history: CrashStateResponse['history'];
  lobby: string | null;
}) {
  const text = useTexts(crashTexts);
  const language = useHouseLanguage();
  return (
    <nav className="crash-history" aria-label={text.history}>
      {history.length === 0 ? (
        <span className="crash-history__empty">{text.historyEmpty}</span>
      ) : (
        <ol className="crash-history__list plain-list">
          {history.map((item) => {
            const shown = toLocalDigits(formatMultiplier(toHundredths(item.crash_point)), language);
            return (
              <li key={item.id}>
                <a
                  className={`crash-history__point crash-history__point--${crashPointBand(item.crash_point)}`}
                  href={crashVerifyHref(item.id, lobby)}
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
