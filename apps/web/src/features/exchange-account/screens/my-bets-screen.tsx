/**
 * /exchange-account/my-bets: first a cash-out card per market with matched bets, then every open
 * bet on every market, newest first (both read again every 5 s, as bets match and settle). An unmatched Match Odds part is cancelled after a confirm; the
 * balances everywhere are read again after it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExchangeOpenBet } from '@khela/contract';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { memberQueryKey } from '../../../shared/session/get-balance';
import { readRemoteId } from '../../../shared/session/session-store';
import { useAccountFailure } from '../account-messages';
import { openBetsQueryOptions } from '../api/account-queries';
import { cancelOpenBet } from '../api/cancel-open-bet';
import { AccountPage } from '../components/account-page';
import { CashOutCards } from '../components/cash-out-cards';
import { CancelBetDialog } from '../components/cancel-bet-dialog';
import { OpenBetCard } from '../components/open-bet-card';
import { EmptyState, QueryStates } from '../components/query-states';

export function MyBetsScreen() {
  const { t } = useTranslation();
  const failure = useAccountFailure();
  const queryClient = useQueryClient();
  const remoteId = readRemoteId() ?? 0;
  const bets = useQuery(openBetsQueryOptions(remoteId));
  const [confirming, setConfirming] = useState<ExchangeOpenBet | undefined>();
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | undefined>();
  // A second tap can land before the busy state renders; the ref stops it sending twice.
  const sending = useRef(false);
  const cancel = useMutation({
    mutationFn: (bet: ExchangeOpenBet) => cancelOpenBet(bet.id),
    onSuccess: () => setNotice({ tone: 'ok', text: t('exchangeAccount.myBets.cancelled') }),
    onError: (error) =>
      setNotice({ tone: 'error', text: failure(error, t('exchangeAccount.myBets.cancelFailed')) }),
    onSettled: () => {
      sending.current = false;
      setConfirming(undefined);
      return queryClient.invalidateQueries({ queryKey: memberQueryKey });
    },
  });

  return (
    <AccountPage title={t('exchangeAccount.menu.myBets')}>
      {notice ? (
        <p
          className={`exchange-account__notice exchange-account__notice--${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      ) : null}
      <CashOutCards remoteId={remoteId} />
      <QueryStates query={bets}>
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState
              title={t('exchangeAccount.myBets.empty')}
              hint={t('exchangeAccount.myBets.emptyHint')}
            />
          ) : (
            <div className="exchange-account__list stack-3">
              {data.map((bet) => (
                <OpenBetCard
                  key={bet.id}
                  bet={bet}
                  isCancelling={cancel.isPending && cancel.variables.id === bet.id}
                  onCancel={(chosen) => {
                    setNotice(undefined);
                    setConfirming(chosen);
                  }}
                />
              ))}
            </div>
          )
        }
      </QueryStates>
      {confirming ? (
        <CancelBetDialog
          bet={confirming}
          isCancelling={cancel.isPending}
          onConfirm={() => {
            if (sending.current) return;
            sending.current = true;
            cancel.mutate(confirming);
          }}
          onClose={() => setConfirming(undefined)}
        />
      ) : null}
    </AccountPage>
  );
}
