/**
 * Verify your identity (/account/identity, ours; docs/decisions.md, "Identity checks"): the
 * status of the player's check and, when one may be sent (none yet, rejected, asked again), the
 * form. The document's date of birth must be the profile's birthday, so without one the page sends
 * the player to /profile first.
 */
import { Link } from 'react-router';
import { dhakaToday } from '../../../shared/format/dhaka-today';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/routing/paths';
import { Skeleton } from '../../../shared/ui/loaders';
import { RetryNote } from '../../../shared/ui/retry-note';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { useIdentityStatus } from '../api/identity-calls';
import { IdentityForm } from '../components/identity-form';
import { IdentityStatusPanel } from '../components/identity-status-panel';
import './identity-screen.css';

const statesThatMaySubmit = new Set(['none', 'rejected', 'resubmit']);

function IdentityBody() {
  const { t } = useTranslation();
  const status = useIdentityStatus();
  if (status.isPending) {
    return (
      <div className="stack-3" role="status" aria-busy="true" aria-label={t('identity.loading')}>
        <Skeleton height={96} radius="var(--radius-lg)" />
        <Skeleton height={240} radius="var(--radius-lg)" />
      </div>
    );
  }
  if (status.isError) {
    return <RetryNote message={t('identity.loadFailed')} onRetry={() => void status.refetch()} />;
  }
  const mayResubmit = statesThatMaySubmit.has(status.data.state);
  return (
    <>
      <IdentityStatusPanel status={status.data} />
      {mayResubmit && status.data.birthday === null ? (
        <p className="notice identity-birthday-note">
          <span>
            {t('identity.birthdayFirst')}{' '}
            <Link to={paths.profile.getHref()}>{t('identity.setBirthday')}</Link>
          </span>
        </p>
      ) : null}
      {mayResubmit && status.data.birthday !== null ? (
        <section className="panel stack-3" aria-labelledby="identity-form-title">
          <h2 id="identity-form-title" className="panel__label">
            {t('identity.formTitle')}
          </h2>
          <IdentityForm today={dhakaToday()} />
        </section>
      ) : null}
    </>
  );
}

export function IdentityScreen() {
  const { t } = useTranslation();
  return (
    <div className="screen-body identity-screen">
      <ScreenHeading
        title={t('identity.title')}
        backHref={paths.account.getHref()}
        backLabel={t('identity.backToAccount')}
      />
      <IdentityBody />
    </div>
  );
}
