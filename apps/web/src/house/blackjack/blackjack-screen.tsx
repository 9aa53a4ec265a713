/**
 * Blackjack (/house/blackjack): deal, then hit, stand, double, split or insure as the hand allows;
 * the dealer's row and each of the player's hands with its total, the hand in play marked, and
 * each hand's result once the dealer has played.
 */
import {
  houseCalls,
  type BlackjackAction,
  type BlackjackRound,
  type HouseBet,
} from '@khela/contract';
import { BLACKJACK_RULES } from '@khela/house-games';
import { formatTaka } from '../../shared/format/format';
import { Button } from '../../shared/ui/button';
import { CardTable } from '../instant/card-table';
import { PlayingCard } from '../instant/playing-card';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { useHouseSession } from '../shell/house-session';
import { SteppedScreen } from '../stepped/stepped-screen';
import { useSteppedRound } from '../stepped/use-stepped-round';
import { blackjackTexts } from './blackjack-texts';

const ACTIONS: readonly BlackjackAction[] = ['hit', 'stand', 'double', 'split', 'insurance'];

function tableOf(bet: HouseBet | null): BlackjackRound | null {
  return bet?.stepped?.game === 'blackjack' ? bet.stepped : null;
}

export function BlackjackScreen() {
  const text = useTexts(blackjackTexts);
  const language = useHouseLanguage();
  const { api } = useHouseSession();
  const round = useSteppedRound<BlackjackAction>(houseCalls.blackjack);

  const row = (owner: string, cards: readonly number[], note: string, testId: string) => (
    <div className="card-table__hand stack-1" data-testid={testId}>
      <span className="card-table__name">
        {owner}
        {note ? ` · ${note}` : ''}
      </span>
      <div className="card-table__cards">
        {(cards.length > 0 ? cards : [null, null]).map((card, index) => (
          <PlayingCard key={index} card={card} label={text.card(owner, index + 1)} />
        ))}
      </div>
    </div>
  );

  const picture = (bet: HouseBet | null) => {
    const table = tableOf(bet);
    const dealerCards = table?.dealer.cards ?? [];
    return (
      <CardTable note={text.dealt}>
        <div className="card-table__hands card-table__hands--rows">
          {row(
            text.dealer,
            dealerCards,
            table ? text.total(table.dealer.total, false) : '',
            'blackjack-dealer',
          )}
          {(table?.hands ?? [null]).map((hand, index, hands) => {
            const notes = hand
              ? [
                  text.total(hand.total, hand.soft),
                  hand.result ? text.results[hand.result] : '',
                  table?.active === index && hands.length > 1 ? text.playing : '',
                ].filter(Boolean)
              : [];
            return (
              <div key={index}>
                {row(
                  text.hand(index + 1, hands.length),
                  hand?.cards ?? [],
                  notes.join(' · '),
                  `blackjack-hand-${index + 1}`,
                )}
              </div>
            );
          })}
        </div>
      </CardTable>
    );
  };

  return (
    <SteppedScreen
      game="blackjack"
      round={round}
      rtp={BLACKJACK_RULES.rtp}
      picture={picture}
      inPlay={(bet) => {
        const table = tableOf(bet);
        if (!table) return null;
        const busy = round.busy !== null;
        return (
          <>
            <p aria-live="polite" data-testid="blackjack-status">
              {busy ? text.busy : text.hint}
            </p>
            <p className="house-muted">
              {text.staked(formatTaka(table.staked, language))}
              {table.insurance > 0
                ? ` · ${text.insured(formatTaka(table.insurance, language))}`
                : ''}
            </p>
            <div className="stepped-actions">
              {ACTIONS.filter((action) => table.allowed.includes(action)).map((action) => (
                <Button
                  key={action}
                  variant={action === 'hit' || action === 'stand' ? 'primary' : 'secondary'}
                  disabled={busy}
                  onClick={() =>
                    void round.step(action, () =>
                      api.call(houseCalls.blackjackAct, { body: { action } }),
                    )
                  }
                >
                  {text.actions[action]}
                </Button>
              ))}
            </div>
          </>
        );
      }}
      onStart={(stake) =>
        void round.start({ stake }, (key) =>
          api.call(houseCalls.blackjackDeal, { body: { stake }, idempotencyKey: key }),
        )
      }
      startLabel={text.deal}
      startingLabel={text.dealing}
      rules={<p>{text.rules}</p>}
    />
  );
}
