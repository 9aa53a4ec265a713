/**
 * Safer gambling (/account/safer-gambling; not in the spec, docs/decisions.md "Safer gambling"):
 * a break in force, deposit and loss limits per day, week and month, the reality check, a
 * time-out or self-exclusion, the activity statement and where to find help.
 */
import { useQuery } from '@tanstack/react-query';
import type { LimitKind, SaferGamblingStatus } from '@khela/contract';
import { Link } from 'react-router';
import { useFormat } from '../../../shared/format/use-format';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/routing/paths';
import { Skeleton } from '../../../shared/ui/loaders';
import { RetryNote } from '../../../shared/ui/retry-note';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { TitledSection } from '../../../shared/ui/titled-section';
import { saferGamblingStatusQuery } from '../api/safer-gambling-calls';
import { ActivityStatement } from '../components/activity-statement';
import { BreakPanel } from '../components/break-panel';
import { LimitRow } from '../components/limit-row';
import { RealityCheckPanel } from '../components/reality-check-panel';
import './safer-gambling.css';

function LimitSection({ status, kind }: { status: SaferGamblingStatus; kind: LimitKind }) {
  const { t } = useTranslation();
  return (
    <TitledSection
      title={t(`saferGambling.kinds.${kind}`)}
      className="safer-section stack-2"
      titleClassName="safer-section__title"
    >
      <p className="text-muted-sm">{t(`saferGambling.kindHints.${kind}`)}</p>
      <ul className="plain-list stack-2">
        {status.limits
          .filter((limit) => limit.kind === kind)
          .map((limit) => (
            <LimitRow key={`${limit.kind}-${limit.period}`} limit={limit} />
          ))}
      </ul>
    </TitledSection>
  );
}

function HelpSection({ helpline }: { helpline: SaferGamblingStatus['helpline'] }) {
  const { t } = useTranslation();
  return (
    <TitledSection
      title={t('saferGambling.help')}
      className="safer-section stack-2"
      titleClassName="safer-section__title"
    >
      {helpline.text || helpline.url ? (
        <p data-testid="helpline">
          {helpline.text}{' '}
          {helpline.url ? (
            <a href={helpline.url} target="_blank" rel="noreferrer">
              {helpline.url}
            </a>
          ) : null}
        </p>
      ) : null}
      <p>
        {t('saferGambling.helpChat')}{' '}
        <Link to={paths.chat.getHref()}>{t('saferGambling.helpChatLink')}</Link>
      </p>
    </TitledSection>
  );
}

export function SaferGamblingScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const status = useQuery(saferGamblingStatusQuery());
  let body;
  if (status.isPending) {
    body = (
      <div className="stack-3" aria-busy="true">
        <Skeleton height={120} />
        <Skeleton height={120} />
      </div>
    );
  } else if (status.isError) {
    body = (
      <RetryNote message={t('saferGambling.loadFailed')} onRetry={() => void status.refetch()} />
    );
  } else {
    const onBreak = status.data.break;
    body = (
      <>
        {onBreak ? (
          <p className="notice notice--error" role="status" data-testid="break-notice">
            {t(
              onBreak.kind === 'exclusion'
                ? 'saferGambling.onExclusion'
                : 'saferGambling.onTimeout',
              {
                until: format.dateTime(onBreak.until),
              },
            )}
          </p>
        ) : null}
        <LimitSection status={status.data} kind="deposit" />
        <LimitSection status={status.data} kind="loss" />
        <RealityCheckPanel minutes={status.data.reality_check_minutes} />
        {onBreak ? null : <BreakPanel />}
        <ActivityStatement />
        <HelpSection helpline={status.data.helpline} />
      </>
    );
  }
  return (
    <div className="screen-body safer-gambling stack-4">
      <ScreenHeading
        title={t('saferGambling.title')}
        backHref={paths.account.getHref()}
        backLabel={t('saferGambling.backToAccount')}
      />
      <p className="text-muted-sm">{t('saferGambling.intro')}</p>
      {body}
    </div>
  );
}
