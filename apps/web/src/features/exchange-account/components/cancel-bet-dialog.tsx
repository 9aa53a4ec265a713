/** Asks before cancelling the unmatched part of a Match Odds bet; the confirm button waits busy. */
import type { ExchangeOpenBet } from '@khela/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toLocalDigits } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/use-format';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

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
    <ConfirmDialog
      title={t('exchangeAccount.myBets.cancelTitle')}
      cancelLabel={t('exchangeAccount.myBets.keep')}
      confirmLabel={t('exchangeAccount.myBets.confirmCancel')}
      busyLabel={t('exchangeAccount.myBets.cancelling')}
      isBusy={isCancelling}
      onConfirm={onConfirm}
      onClose={isCancelling ? () => undefined : onClose}
      cancelVariant="secondary"
      actionsClassName="exchange-account__dialog-actions"
    >
      <p>
        {t('exchangeAccount.myBets.cancelBody', {
          amount: format.taka(bet.unmatched),
          side: t(`exchangeAccount.sides.${bet.side}`),
          selection: bet.selection_name,
          odds: toLocalDigits(String(bet.odds ?? 0), format.language),
        })}
      </p>
    </ConfirmDialog>
  );
}
