/** The pin beside a match: adds its Match Odds to Multi Markets, or takes it off again. */
import { Pin, PinOff } from 'lucide-react';
import { useTranslation } from '../../../../shared/i18n/use-translation';

export function PinButton({
  event,
  isPinned,
  onToggle,
}: {
  event: string;
  isPinned: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`pin-button${isPinned ? ' pin-button--on' : ''}`}
      aria-pressed={isPinned}
      aria-label={
        isPinned ? t('exchangeLists.unpin', { event }) : t('exchangeLists.pin', { event })
      }
      onClick={onToggle}
    >
      {isPinned ? <PinOff size={20} aria-hidden="true" /> : <Pin size={20} aria-hidden="true" />}
    </button>
  );
}
