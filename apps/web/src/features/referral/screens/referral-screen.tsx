/**
 * Referral (/refrrel-program, [contract: Screens]): tabs Referral Info and My Referral. 'Refer a friend
 * now' switches to My Referral. The board comes from GET /api/referral/summary. The open tab is
 * kept in the address (`?tab=mine`), so the reload after Claim All comes back to the board the
 * player claimed from, and a shared or bookmarked address opens the same tab.
 */
import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Skeleton } from '../../../shared/ui/loaders';
import { RetryNote } from '../../../shared/ui/retry-note';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { useReferralSummary } from '../api/get-referral-summary';
import { MyReferral } from '../components/my-referral';
import { ReferralInfo } from '../components/referral-info';
import './referral.css';
import { paths } from '../../../shared/routing/paths';

type Tab = 'info' | 'mine';
const tabs: readonly Tab[] = ['info', 'mine'];

export function ReferralScreen() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'mine' ? 'mine' : 'info';
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ info: null, mine: null });
  const summary = useReferralSummary();

  const select = (next: Tab, focus = false) => {
    // Replaced, not pushed: Back leaves the screen rather than stepping through its tabs.
    setSearchParams(next === 'mine' ? { tab: 'mine' } : {}, { replace: true });
    if (focus) tabRefs.current[next]?.focus();
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const index = tabs.indexOf(tab);
    const step = event.key === 'ArrowRight' ? 1 : tabs.length - 1;
    select(tabs[(index + step) % tabs.length] ?? 'info', true);
  };

  let mine;
  if (summary.data) {
    mine = <MyReferral summary={summary.data} />;
  } else if (summary.isError) {
    mine = <RetryNote message={t('referral.loadFailed')} onRetry={() => void summary.refetch()} />;
  } else {
    mine = (
      <div className="referral-mine stack-4" aria-busy="true">
        <Skeleton height={320} radius="var(--radius-lg)" />
        <Skeleton height={220} radius="var(--radius-lg)" />
      </div>
    );
  }

  return (
    <div className="screen-body">
      <ScreenHeading
        title={t('referral.title')}
        backHref={paths.account.getHref()}
        backLabel={t('referral.backToAccount')}
      />
      <div className="segmented-tabs" role="tablist" aria-label={t('referral.tabs')}>
        {tabs.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`referral-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`referral-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={
              tab === name
                ? 'segmented-tabs__tab segmented-tabs__tab--selected'
                : 'segmented-tabs__tab'
            }
            onClick={() => select(name)}
            onKeyDown={onTabKey}
          >
            {name === 'info' ? t('referral.infoTab') : t('referral.mineTab')}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`referral-panel-${tab}`}
        aria-labelledby={`referral-tab-${tab}`}
        className="referral-panel"
      >
        {tab === 'info' ? <ReferralInfo onReferNow={() => select('mine', true)} /> : mine}
      </div>
    </div>
  );
}
