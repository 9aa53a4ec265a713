/**
 * The reward board ([contract: Screens], [contract: Validation], [contract: Error texts]): active downlines, lifetime cash rewards, referral
 * turnover, cash rewards and Claim All. Claim All needs at least 10 ('You need at least 10 to
 * claim all.'); success shows 'Bonus Claimed successfully.' and reloads the page after 1.5 s.
 */
import {
  CLAIM_RELOAD_DELAY_MS,
  cashClaimBlockedMessage,
  type ReferralSummary,
} from '@khela/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { newIdempotencyKey } from '@khela/client-kit';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useClaimCashBonus } from '../api/claim-cash-bonus';
import { claimFailureMessage } from '../referral-actions';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { TitledSection } from '../../../shared/ui/titled-section';

export function RewardBoard({
  summary,
  reloadPage = () => window.location.reload(),
}: {
  summary: ReferralSummary;
  /** The spec reloads after a claim; tests pass their own. */
  reloadPage?: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const translate = useMessageTranslator();
  const claim = useClaimCashBonus();
  const [problem, setProblem] = useState<string | undefined>();
  const [success, setSuccess] = useState<string | undefined>();

  useEffect(() => {
    if (success === undefined) return undefined;
    const timer = window.setTimeout(reloadPage, CLAIM_RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [success, reloadPage]);

  const onClaim = () => {
    setSuccess(undefined);
    const blocked = cashClaimBlockedMessage(summary.cash_rewards);
    if (blocked) {
      setProblem(blocked);
      return;
    }
    setProblem(undefined);
    claim.mutate(newIdempotencyKey(), {
      onSuccess: (answer) => setSuccess(answer.message),
      onError: (error) => setProblem(claimFailureMessage(error)),
    });
  };

  const stats = [
    { label: t('referral.activeDownlines'), value: format.number(summary.active_downlines) },
    { label: t('referral.lifetimeCashRewards'), value: format.taka(summary.lifetime_cash_rewards) },
    { label: t('referral.referralTurnover'), value: format.taka(summary.referral_turnover) },
  ];

  return (
    <TitledSection
      className="panel referral-board"
      titleClassName="referral-section-title"
      title={t('referral.boardTitle')}
    >
      <dl className="referral-board__stats">
        {stats.map((stat) => (
          <div key={stat.label} className="fact-row referral-board__stat">
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className="referral-board__claim row-3">
        <div className="referral-board__cash stack-1">
          <span>{t('referral.cashRewards')}</span>
          <strong data-testid="referral-cash-rewards">{format.taka(summary.cash_rewards)}</strong>
        </div>
        <Button
          onClick={onClaim}
          isBusy={claim.isPending}
          busyLabel={t('referral.claiming')}
          disabled={success !== undefined}
        >
          {t('referral.claimAll')}
        </Button>
      </div>
      <FormAlert message={problem ? translate(problem) : undefined} />
      <p className="notice notice--success" role="status" aria-live="polite">
        {success ? translate(success) : null}
      </p>
    </TitledSection>
  );
}
