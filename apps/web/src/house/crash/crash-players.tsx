/**
 * This round's bets and cash-outs as the live stream announces them. The server names players by
 * a mask (the first two letters and ***), so nobody's username is shown to others.
 */
import { formatTaka, toLocalDigits } from '../../shared/format/format';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { formatMultiplier, toHundredths } from './crash-clock';
import { crashTexts } from './crash-texts';
import type { RoundPlayer } from './use-crash-round';
import { TitledSection } from '../../shared/ui/titled-section';

export function CrashPlayers({ players }: { players: RoundPlayer[] }) {
  const text = useTexts(crashTexts);
  const language = useHouseLanguage();
  return (
    <TitledSection
      className="panel crash-players"
      titleClassName="crash-players__title"
      title={text.players}
    >
      {players.length === 0 ? (
        <p className="crash-players__empty">{text.playersEmpty}</p>
      ) : (
        <ul className="crash-players__list plain-list stack-1">
          {players.map((entry) => (
            <li
              key={entry.id}
              className={
                entry.cashout ? 'crash-players__row crash-players__row--won' : 'crash-players__row'
              }
            >
              <span className="crash-players__name">{entry.player}</span>
              <span>
                {entry.cashout
                  ? text.playerCashout(
                      toLocalDigits(
                        formatMultiplier(toHundredths(entry.cashout.multiplier)),
                        language,
                      ),
                      formatTaka(entry.cashout.payout, language),
                    )
                  : text.playerBet(formatTaka(entry.stake, language))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
