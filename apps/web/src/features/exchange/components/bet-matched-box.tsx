/**
 * The spec's 'Bet Matched' message box: side, selection, stake and odds. Titled by what happened:
 * a Match Odds bet that found no taker (or only part of one) is "Bet Waiting" ("Bet Partly
 * Matched") and says the rest waits in the book.
 */
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toLocalDigits } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/use-format';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { fancyLineText } from '../fancy-lines';
import type { PlacedBet } from '../place-bet';

export function BetMatchedBox({ bet, onClose }: { bet: PlacedBet; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const odds =
    bet.line === undefined
      ? toLocalDigits(String(bet.odds), format.language)
      : `${fancyLineText(
          { type: bet.fancyType, side: bet.side === 'yes' ? 'yes' : 'no', value: bet.line },
          t,
          format,
        )} / ${format.number(bet.odds)}`;
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={
        bet.matched === 0
          ? t('exchange.matched.titleWaiting')
          : bet.unmatched > 0
            ? t('exchange.matched.titlePartly')
            : t('exchange.matched.title')
      }
      size="sm"
      footer={
        <Button block onClick={onClose}>
          {t('exchange.matched.ok')}
        </Button>
      }
    >
      <dl className="bet-matched" data-testid="bet-matched">
        <div>
          <dt>{t('exchange.matched.side')}</dt>
          <dd>{t(`exchange.sides.${bet.side}`)}</dd>
        </div>
        <div>
          <dt>{t('exchange.matched.selection')}</dt>
          <dd>{bet.selection}</dd>
        </div>
        <div>
          <dt>{t('exchange.matched.stake')}</dt>
          <dd>{format.taka(bet.stake)}</dd>
        </div>
        <div>
          <dt>{t('exchange.matched.odds')}</dt>
          <dd>{odds}</dd>
        </div>
      </dl>
      {bet.matched === 0 ? (
        <p className="bet-matched__note">{t('exchange.matched.unmatched')}</p>
      ) : bet.unmatched > 0 ? (
        <p className="bet-matched__note">
          {t('exchange.matched.partly', {
            matched: format.taka(bet.matched),
            stake: format.taka(bet.stake),
            unmatched: format.taka(bet.unmatched),
          })}
        </p>
      ) : null}
    </Dialog>
  );
}
