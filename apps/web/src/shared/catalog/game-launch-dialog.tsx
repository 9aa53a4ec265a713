/**
 * The alert a failed game launch raises. A launch refused for the upline's block is the Market
 * Block popup ([contract: Screens], the block set after the list was shown); any other message
 * reads in the chosen language.
 */
import { marketBlockMessages } from '@khela/contract';
import { useMessageTranslator } from '../i18n/server-messages';
import { useTranslation } from '../i18n/use-translation';
import MarketBlockDialog from '../market-block/market-block-dialog';
import { AlertDialog } from '../ui/alert-dialog';

export function GameLaunchDialog({
  message,
  onClose,
}: {
  message: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  if (message === marketBlockMessages.body) return <MarketBlockDialog onClose={onClose} />;
  const text = message === undefined ? undefined : translate(message);
  return (
    <AlertDialog
      isOpen={message !== undefined}
      title={t('gameLaunch.title')}
      okLabel={t('gameLaunch.ok')}
      onClose={onClose}
    >
      {text}
    </AlertDialog>
  );
}
