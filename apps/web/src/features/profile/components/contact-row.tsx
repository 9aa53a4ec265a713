/**
 * One contact on the profile: its value, Verified or Not Verified, and for an unverified one the
 * Verify action. Once a code is out, the m:ss countdown takes Verify's place ([contract: States]) and
 * reopens the code popup when tapped.
 */
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { profileMessages } from '@khela/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { toLocalDigits } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/use-format';
import { Button } from '../../../shared/ui/button';
import { formatCountdown } from '../countdown';

export interface ContactRowProps {
  label: string;
  value: string;
  isVerified: boolean;
  /** Seconds left on the code sent to this contact; 0 when none is running. */
  countdownSeconds: number;
  isSending: boolean;
  onVerify: () => void;
  onEnterCode: () => void;
}

export function ContactRow({
  label,
  value,
  isVerified,
  countdownSeconds,
  isSending,
  onVerify,
  onEnterCode,
}: ContactRowProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const { language } = useFormat();
  const time = toLocalDigits(formatCountdown(countdownSeconds), language);
  let action = null;
  if (!isVerified) {
    action =
      countdownSeconds > 0 ? (
        <button
          type="button"
          className="profile-countdown"
          onClick={onEnterCode}
          aria-label={t('profile.enterCodeLabel', { label, time })}
        >
          {time}
        </button>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          isBusy={isSending}
          busyLabel={t('profile.sending')}
          onClick={onVerify}
          aria-label={t('profile.verifyLabel', { label })}
        >
          {t('profile.verify')}
        </Button>
      );
  }
  return (
    <li className="profile-row row-3">
      <div className="profile-row__text">
        <span className="profile-row__label text-muted-xs">{label}</span>
        <span className="profile-row__value">{value}</span>
        <span className={isVerified ? 'profile-status profile-status--verified' : 'profile-status'}>
          {isVerified ? (
            <BadgeCheck size={14} aria-hidden="true" />
          ) : (
            <CircleAlert size={14} aria-hidden="true" />
          )}
          {translate(isVerified ? profileMessages.verified : profileMessages.notVerified)}
        </span>
      </div>
      {action}
    </li>
  );
}
