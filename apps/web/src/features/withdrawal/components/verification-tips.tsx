/**
 * The verification tips on /withdrawal: whether the birthday is set and the phone verified, the
 * two things the withdrawal needs from the profile, each with its state and a way to fix it.
 */
import { hasVerifiedPhone } from '@khela/contract';
import { CakeSlice, CircleCheck, CircleAlert, Smartphone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useFormat } from '../../../shared/format/use-format';
import { useUser } from '../../../shared/session/get-user';
import { Skeleton } from '../../../shared/ui/loaders';
import { RetryNote } from '../../../shared/ui/retry-note';
import { useOtherPhones } from '../../../shared/session/get-other-phones';
import { TitledSection } from '../../../shared/ui/titled-section';

function Tip({
  icon: Icon,
  label,
  isDone,
  state,
  fix,
}: {
  icon: LucideIcon;
  label: string;
  isDone: boolean;
  state: string;
  fix: ReactNode;
}) {
  const StateIcon = isDone ? CircleCheck : CircleAlert;
  return (
    <li className="withdrawal-tip row-3">
      <Icon className="withdrawal-tip__icon" size={20} aria-hidden="true" />
      <div className="withdrawal-tip__text">
        <span className="withdrawal-tip__label">{label}</span>
        {fix}
      </div>
      <span
        className={
          isDone ? 'withdrawal-tip__state' : 'withdrawal-tip__state withdrawal-tip__state--todo'
        }
      >
        <StateIcon size={16} aria-hidden="true" />
        {state}
      </span>
    </li>
  );
}

export function VerificationTips({ profileHref }: { profileHref: string | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const user = useUser();
  const otherPhones = useOtherPhones();

  let content;
  if (user.isPending) {
    content = (
      <>
        <Skeleton height={24} />
        <Skeleton height={24} />
      </>
    );
  } else if (user.isError) {
    content = (
      <RetryNote
        message={t('withdrawal.tipsFailed')}
        onRetry={() => void user.refetch()}
        className="notice notice--error withdrawal-note"
        retryClassName="notice__retry withdrawal-note__retry"
      />
    );
  } else {
    const birthday = user.data.dofb;
    // Any verified phone will do, the primary one or an extra one, as the server rules.
    const phoneVerified = hasVerifiedPhone(user.data, otherPhones.data ?? []);
    const fixLink = (text: string) =>
      profileHref ? (
        <Link className="withdrawal-tip__fix" to={profileHref}>
          {text}
        </Link>
      ) : null;
    content = (
      <ul className="withdrawal-tips__list plain-list">
        <Tip
          icon={CakeSlice}
          label={t('withdrawal.birthday')}
          isDone={birthday !== null}
          state={
            birthday ? format.date(`${birthday}T00:00:00+06:00`) : t('withdrawal.birthdayNotSet')
          }
          fix={birthday ? null : fixLink(t('withdrawal.setBirthday'))}
        />
        <Tip
          icon={Smartphone}
          label={t('withdrawal.phone')}
          isDone={phoneVerified}
          state={phoneVerified ? t('withdrawal.verified') : t('withdrawal.notVerified')}
          fix={phoneVerified ? null : fixLink(t('withdrawal.verifyPhone'))}
        />
      </ul>
    );
  }

  return (
    <TitledSection
      className="panel panel--compact withdrawal-tips"
      titleClassName="panel__label"
      title={t('withdrawal.tipsTitle')}
    >
      {content}
    </TitledSection>
  );
}
