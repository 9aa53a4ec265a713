/**
 * The alert a failed game launch raises. A launch refused for the upline's block is the Market
 * Block popup ([contract: Screens], the block set after the list was shown); the spec's fallback and
 * our own launch messages read in the chosen language; anything else is shown as sent.
 */
import { gameRunMessages, marketBlockMessages } from '@khela/contract';
import { useTranslation } from '../i18n/use-translation';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import MarketBlockDialog from '../market-block/market-block-dialog';

export function GameLaunchDialog({
  message,
  onClose,
}: {
  message: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (message === marketBlockMessages.body) return <MarketBlockDialog onClose={onClose} />;
  const known: Record<string, string> = {
    [gameRunMessages.failed]: t('gameLaunch.failed'),
    [gameRunMessages.comingSoon]: t('gameLaunch.comingSoon'),
    [gameRunMessages.gameUnavailable]: t('gameLaunch.unavailable'),
  };
  const text = message === undefined ? undefined : (known[message] ?? message);
  return (
    <Dialog
      isOpen={message !== undefined}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title={t('gameLaunch.title')}
      footer={<Button onClick={onClose}>{t('gameLaunch.ok')}</Button>}
    >
      {text}
    </Dialog>
  );
}
