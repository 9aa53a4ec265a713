/** The 'Suspend' or 'Ball Running' band laid over a row's prices (the prices stay underneath). */
import { exchangeMessages, marketRowOverlay } from '@khela/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';

export function MarketOverlay({ row }: { row: { suspended: number; ball_running: number } }) {
  const { t } = useTranslation();
  const overlay = marketRowOverlay(row);
  if (overlay === null) return null;
  const text =
    overlay === exchangeMessages.ballRunning ? t('exchange.ballRunning') : t('exchange.suspended');
  return (
    <div className="odds-overlay" data-testid="odds-overlay">
      {text}
    </div>
  );
}
