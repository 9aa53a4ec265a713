/**
 * The exchange wallet overlay: Main, Exposure, and the markets where unmatched bets hold money,
 * each with Recall, plus Recall All (docs/decisions.md, Exchange wallet); under them each
 * market's cash-out value with a link to its odds view (wallet-cash-outs.tsx). A recall answers with the
 * new figures, so the header and the site's balance are read again at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecallResponse } from '@khela/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { isApiError, isNetworkError } from '../../../shared/api-client';
import { useFormat } from '../../../shared/format/use-format';
import { readRemoteId } from '../../../shared/session/session-store';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Skeleton } from '../../../shared/ui/loaders';
import { exchangeWalletQueryOptions, refreshExchangeFigures } from './exchange-figures';
import { recallUnmatched } from './recall';
import { WalletCashOuts } from './wallet-cash-outs';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';

type Outcome = { kind: 'done'; answer: RecallResponse } | { kind: 'failed'; message: string };

export function WalletOverlay({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const translate = useMessageTranslator();
  const queryClient = useQueryClient();
  const remoteId = readRemoteId();
  const wallet = useQuery({ ...exchangeWalletQueryOptions(remoteId), enabled: isOpen });
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const recall = useMutation({
    mutationFn: (marketId: string | undefined) => recallUnmatched(marketId),
    onSuccess: (answer) => setOutcome({ kind: 'done', answer }),
    onError: (error) =>
      setOutcome({
        kind: 'failed',
        message: isApiError(error)
          ? translate(error.serverMessage ?? t('exchange.shell.recallFailed'))
          : isNetworkError(error)
            ? t('exchange.shell.recallNetwork')
            : t('exchange.shell.recallFailed'),
      }),
    onSettled: () => refreshExchangeFigures(queryClient),
  });
  const close = () => {
    setOutcome(undefined);
    onClose();
  };
  const data = wallet.data;
  const recallable = data?.recallable ?? [];
  const busyMarket = recall.isPending ? (recall.variables ?? 'all') : undefined;

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={t('exchange.shell.walletTitle')}
      closeLabel={t('exchange.shell.close')}
      footer={
        <Button
          block
          disabled={recallable.length === 0 || recall.isPending}
          isBusy={busyMarket === 'all'}
          busyLabel={t('exchange.shell.recalling')}
          onClick={() => recall.mutate(undefined)}
        >
          {t('exchange.shell.recallAll')}
        </Button>
      }
    >
      <dl className="exchange-wallet__figures">
        <div>
          <dt>{t('exchange.shell.main')}</dt>
          <dd data-testid="wallet-main">
            {data ? format.taka(data.balance) : <Skeleton width={72} height={16} />}
          </dd>
        </div>
        <div>
          <dt>{t('exchange.shell.exposure')}</dt>
          <dd data-testid="wallet-exposure">
            {data ? format.taka(data.exposure) : <Skeleton width={72} height={16} />}
          </dd>
        </div>
      </dl>
      <p className="exchange-wallet__note">{t('exchange.shell.walletNote')}</p>
      {outcome?.kind === 'done' ? (
        <p className="exchange-wallet__done" role="status">
          {t('exchange.shell.recalled', {
            count: outcome.answer.cancelled_bets,
            amount: format.taka(outcome.answer.recalled),
          })}
        </p>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <p className="exchange-wallet__failed" role="alert">
          {outcome.message}
        </p>
      ) : null}
      {wallet.isError ? (
        <div className="exchange-wallet__failed" role="alert">
          <p>{t('exchange.shell.walletFailed')}</p>
          <Button variant="ghost" size="sm" onClick={() => void wallet.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {data && recallable.length === 0 ? (
        <p className="exchange-wallet__empty text-muted-sm">
          {t('exchange.shell.nothingToRecall')}
        </p>
      ) : null}
      {recallable.length > 0 ? (
        <ul
          className="exchange-wallet__markets stack-2"
          aria-label={t('exchange.shell.unmatchedTitle')}
        >
          {recallable.map((market) => (
            <li key={market.market_id} className="exchange-wallet__market row-2">
              <div className="exchange-wallet__market-text">
                <span className="exchange-wallet__event text-clip">{market.event_name}</span>
                <span className="exchange-wallet__detail text-muted-xs">
                  {t('exchange.shell.unmatchedDetail', {
                    count: market.unmatched_bets,
                    stake: format.taka(market.unmatched_stake),
                    releases: format.taka(market.releases),
                  })}
                </span>
              </div>
              <Button
                size="sm"
                variant="secondary"
                disabled={recall.isPending}
                isBusy={busyMarket === market.market_id}
                busyLabel={t('exchange.shell.recalling')}
                aria-label={t('exchange.shell.recallMarket', { event: market.event_name })}
                onClick={() => recall.mutate(market.market_id)}
              >
                {t('exchange.shell.recall')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <WalletCashOuts remoteId={remoteId ?? 0} isOpen={isOpen} onOpenMarket={close} />
    </Dialog>
  );
}
