/**
 * Withdrawal (/withdrawal, [contract: Screens], [contract: Validation], [contract: Error texts]): the Main Wallet balance, the verification tips,
 * the pre-check's answer, then the form. The operator's withdrawal_status 0 keeps the form shut
 * with the contract's message.
 */
import { withdrawMessages } from '@khela/contract';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { useBalance } from '../../../shared/session/get-balance';
import { useGeneral } from '../../../shared/site/get-general';
import { Skeleton } from '../../../shared/ui/loaders';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { VerificationTips } from '../components/verification-tips';
import { WithdrawCheckNotice } from '../components/withdraw-check-notice';
import { WithdrawForm } from '../components/withdraw-form';
import './withdrawal-screen.css';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { paths } from '../../../shared/routing/paths';

export interface WithdrawalScreenProps {
  /** The screens the refusals link to, when they exist. */
  profileHref: string | undefined;
  turnoverRecordHref: string | undefined;
  identityHref: string | undefined;
}

function BalanceCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const balance = useBalance();
  return (
    <section
      className="panel panel--hero withdrawal-balance"
      aria-labelledby="withdrawal-balance-title"
    >
      <h2 id="withdrawal-balance-title" className="panel__label">
        {t('withdrawal.balance')}
      </h2>
      <p className="panel__amount" aria-live="polite">
        {balance.data === undefined ? (
          <Skeleton width={140} height={32} />
        ) : (
          format.taka(balance.data)
        )}
      </p>
    </section>
  );
}

export function WithdrawalScreen({
  profileHref,
  turnoverRecordHref,
  identityHref,
}: WithdrawalScreenProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const general = useGeneral();
  const isDisabled = general.data?.withdrawal_status === 0;
  const links = { profileHref, turnoverRecordHref, identityHref };

  return (
    <div className="screen-body">
      <ScreenHeading
        title={t('withdrawal.title')}
        backHref={paths.account.getHref()}
        backLabel={t('withdrawal.backToAccount')}
      />
      <BalanceCard />
      <VerificationTips profileHref={profileHref} />
      {isDisabled ? (
        <p className="notice notice--error withdrawal-note" role="alert">
          <CircleAlert size={18} aria-hidden="true" />
          <span>{translate(withdrawMessages.disabled)}</span>
        </p>
      ) : (
        <WithdrawCheckNotice links={links} />
      )}
      <WithdrawForm isDisabled={isDisabled} links={links} />
    </div>
  );
}
