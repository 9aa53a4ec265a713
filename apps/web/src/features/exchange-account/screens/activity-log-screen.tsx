/**
 * /exchange-account/activity-log: the player's own sign-ins, newest first: when, from which IP
 * and device, and whether it is this one, still signed in, signed out or expired.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { readRemoteId } from '../../../shared/session/session-store';
import { activityLogQueryOptions } from '../api/account-queries';
import { AccountPage } from '../components/account-page';
import { FactList } from '../components/fact-list';
import { Pager } from '../components/pager';
import { EmptyState, QueryStates } from '../components/query-states';
import { deviceLabel } from '../device-label';

export function ActivityLogScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const log = useQuery(activityLogQueryOptions(readRemoteId() ?? 0, page));
  const unknown = t('exchangeAccount.activity.unknown');
  return (
    <AccountPage title={t('exchangeAccount.menu.activityLog')}>
      <p className="exchange-account__intro">{t('exchangeAccount.activity.intro')}</p>
      <QueryStates query={log}>
        {(answer) =>
          answer.data.length === 0 ? (
            <EmptyState title={t('exchangeAccount.activity.empty')} />
          ) : (
            <>
              <ul className="exchange-account__list stack-3" aria-busy={log.isPlaceholderData}>
                {answer.data.map((signIn) => (
                  <li key={signIn.id} className="exchange-account__card stack-2">
                    <header className="exchange-account__card-head">
                      <span className="exchange-account__event">
                        {format.dateTime(signIn.signed_in_at)}
                      </span>
                      <span
                        className={`exchange-account__status text-muted-xs exchange-account__status--${signIn.status}`}
                      >
                        {t(`exchangeAccount.activity.statuses.${signIn.status}`)}
                      </span>
                    </header>
                    <FactList
                      facts={[
                        { label: t('exchangeAccount.activity.ip'), value: signIn.ip ?? unknown },
                        {
                          label: t('exchangeAccount.activity.device'),
                          value: deviceLabel(signIn.user_agent) ?? unknown,
                        },
                        ...(signIn.ended_at
                          ? [
                              {
                                label: t('exchangeAccount.activity.ended'),
                                value: format.dateTime(signIn.ended_at),
                              },
                            ]
                          : []),
                      ]}
                    />
                  </li>
                ))}
              </ul>
              <Pager page={page} answer={answer} isLoading={log.isFetching} onPage={setPage} />
            </>
          )
        }
      </QueryStates>
    </AccountPage>
  );
}
