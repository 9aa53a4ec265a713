/**
 * Where the player's identity check stands: waiting for review, verified, rejected or asked for
 * again (each with the operator's reason), or not sent yet; with the withdrawal thresholds that
 * need it.
 */
import type { IdentityStatus } from '@khela/contract';
import { BadgeCheck, CircleAlert, Clock, ShieldQuestion, type LucideIcon } from 'lucide-react';
import { useFormat } from '../../../shared/format/use-format';
import { useTranslation } from '../../../shared/i18n/use-translation';

const stateIcons: Record<IdentityStatus['state'], LucideIcon> = {
  none: ShieldQuestion,
  pending: Clock,
  approved: BadgeCheck,
  rejected: CircleAlert,
  resubmit: CircleAlert,
};

export function IdentityStatusPanel({ status }: { status: IdentityStatus }) {
  const { t } = useTranslation();
  const format = useFormat();
  const Icon = stateIcons[status.state];
  return (
    <section
      className={`panel identity-status identity-status--${status.state} stack-2`}
      aria-labelledby="identity-status-title"
    >
      <h2 id="identity-status-title" className="identity-status__title row-2">
        <Icon size={22} aria-hidden="true" />
        <span>{t(`identity.states.${status.state}`)}</span>
      </h2>
      <p className="text-muted-sm">{t(`identity.stateHints.${status.state}`)}</p>
      {status.reason ? (
        <p className="identity-status__reason">
          <strong>{t('identity.reason')}:</strong> {status.reason}
        </p>
      ) : null}
      {status.submitted_at ? (
        <p className="text-muted-sm">
          {t('identity.submittedOn', { date: format.dateTime(status.submitted_at) })}
        </p>
      ) : null}
      {status.state === 'approved' ? null : (
        <p className="text-muted-sm">
          {t('identity.thresholds', {
            single: format.taka(status.thresholds.single_withdrawal),
            lifetime: format.taka(status.thresholds.lifetime_withdrawal),
          })}
        </p>
      )}
    </section>
  );
}
