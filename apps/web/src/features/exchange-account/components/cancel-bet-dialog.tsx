/** Asks before cancelling the unmatched part of a Match Odds bet; the confirm button waits busy. */
import type { ExchangeOpenBet } from '@khela/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toLocalDigits } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/use-format';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';

export function CancelBetDialog({
  bet,
  isCancelling,
  onConfirm,
  onClose,
}: {
  bet: ExchangeOpenBet;
  isCancelling: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Dialog
      isOpen
      onClose={isCancelling ? () => undefined : onClose}
      title={t('exchangeAccount.myBets.cancelTitle')}
      size="sm"
      footer={
        <div className="exchange-account__dialog-actions">
          <Button variant="secondary" disabled={isCancelling} onClick={onClose}>
            {t('exchangeAccount.myBets.keep')}
          </Button>
          <Button
            isBusy={isCancelling}
            busyLabel={t('exchangeAccount.myBets.cancelling')}
            onClick={onConfirm}
          >
            {t('exchangeAccount.myBets.confirmCancel')}
          </Button>
        </div>
      }
    >
      <p>
        {t('exchangeAccount.myBets.cancelBody', {
          amount: format.taka(bet.unmatched),
          side: t(`exchangeAccount.sides.${bet.side}`),
          selection: bet.selection_name,
          odds: toLocalDigits(String(bet.odds ?? 0), format.language),
        })}
      </p>
    </Dialog>
  );
}
