/**
 * Payment request (/payment-request, [contract: Screens]): 'Get Ready! Your Money is on its way' with a
 * 30-minute countdown, the amount, the payment icon, the platform name and Close to /account.
 * It is reached with { amount, icon } after a deposit report or a withdrawal, or from a gateway
 * checkout with `?deposit={transaction}&status=…`, when the deposit's own status decides what
 * shows: paid, still processing, or cancelled / failed / expired with a way back to /deposit.
 */
import { PAYMENT_REQUEST_COUNTDOWN_MINUTES, type DepositCredit } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Inbox, TimerOff } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api-client';
import { useFormat } from '../../../shared/format/use-format';
import { balanceQueryOptions } from '../../../shared/session/get-balance';
import { readRemoteId } from '../../../shared/session/session-store';
import { useSiteTitle } from '../../../shared/site/site-logo';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Skeleton } from '../../../shared/ui/loaders';
import { RetryNote } from '../../../shared/ui/retry-note';
import { useDepositRequest } from '../api/get-deposit-request';
import { CountdownBadge } from '../components/countdown-badge';
import { ScreenNote } from '../components/screen-note';
import { gatewayOutcome } from '../gateway-outcome';
import { readPaymentRequestState } from '../payment-request-state';
import { useCountdown } from '../use-countdown';
import '../deposit.css';
import { paths } from '../../../shared/routing/paths';

const ARRIVAL_MS = PAYMENT_REQUEST_COUNTDOWN_MINUTES * 60_000;

/** What a paid deposit put in the Main Wallet, part by part, as the server credited it. */
function CreditParts({ credited, provider }: { credited: DepositCredit; provider: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const parts: [label: string, amount: number][] = [
    [t('paymentRequest.partDeposit'), credited.amount],
  ];
  if (credited.promotion_bonus === null || credited.method_bonus === null) {
    if (credited.bonus > 0) parts.push([t('paymentRequest.partBonus'), credited.bonus]);
  } else {
    if (credited.promotion_bonus > 0) {
      parts.push([
        credited.promotion === null
          ? t('paymentRequest.partPromotion')
          : t('paymentRequest.partPromotionNamed', { name: credited.promotion }),
        credited.promotion_bonus,
      ]);
    }
    if (credited.method_bonus > 0) {
      parts.push([t('paymentRequest.partMethod', { provider }), credited.method_bonus]);
    }
  }
  return (
    <dl
      className="panel deposit-card arrival-summary"
      aria-label={t('paymentRequest.partsLabel')}
      data-testid="credit-parts"
    >
      {parts.map(([label, amount]) => (
        <div className="fact-row" key={label}>
          <dt>{label}</dt>
          <dd>{format.taka(amount)}</dd>
        </div>
      ))}
      <div className="fact-row">
        <dt>{t('paymentRequest.partTotal')}</dt>
        <dd className="arrival-summary__amount">{format.taka(credited.total)}</dd>
      </div>
    </dl>
  );
}

function Summary({ amount, icon }: { amount: number; icon: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const siteTitle = useSiteTitle();
  return (
    <dl className="panel deposit-card arrival-summary">
      <div className="fact-row">
        <dt>{t('paymentRequest.amount')}</dt>
        <dd className="arrival-summary__amount">{format.taka(amount)}</dd>
      </div>
      <div className="fact-row">
        <dt>{t('paymentRequest.method')}</dt>
        <dd>
          {icon ? (
            <img className="arrival-summary__icon" src={icon} alt="" width={70} height={28} />
          ) : null}
        </dd>
      </div>
      <div className="fact-row">
        <dt>{t('paymentRequest.platform')}</dt>
        <dd>{siteTitle}</dd>
      </div>
    </dl>
  );
}

/** The spec's arrival view; `note` adds a line under the countdown (a gateway still confirming). */
function Arrival({ amount, icon, note }: { amount: number; icon: string; note?: ReactNode }) {
  const { t } = useTranslation();
  // The countdown starts when the player arrives; a re-render must not move it.
  const [deadlineMs] = useState(() => Date.now() + ARRIVAL_MS);
  const secondsLeft = useCountdown(deadlineMs);
  return (
    <div className="screen-body payment-request">
      <header className="payment-request__heading stack-3">
        <span className="icon-badge payment-request__badge" aria-hidden="true">
          <CircleCheck size={36} />
        </span>
        <h1 className="payment-request__title">{t('paymentRequest.title')}</h1>
        <CountdownBadge label={t('paymentRequest.arrivesWithin')} secondsLeft={secondsLeft} />
        {note}
        {secondsLeft === 0 ? (
          <p className="payment-request__note text-muted-sm">{t('paymentRequest.late')}</p>
        ) : null}
      </header>
      <Summary amount={amount} icon={icon} />
      <ButtonLink to={paths.account.getHref()} block>
        {t('paymentRequest.close')}
      </ButtonLink>
    </div>
  );
}

function GatewayReturn({
  transaction,
  returnedStatus,
}: {
  transaction: string;
  returnedStatus: string | null;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const request = useDepositRequest(transaction);
  const outcome = request.data ? gatewayOutcome(request.data.status, returnedStatus) : undefined;

  useEffect(() => {
    // The money is in: the header and /account show the new balance now, not at the next poll.
    if (outcome === 'paid') {
      void queryClient.invalidateQueries({
        queryKey: balanceQueryOptions(readRemoteId()).queryKey,
      });
    }
  }, [outcome, queryClient]);

  const closeLink = (
    <ButtonLink to={paths.account.getHref()} variant="ghost" block>
      {t('paymentRequest.close')}
    </ButtonLink>
  );
  const depositAgain = (
    <ButtonLink to={paths.deposit.getHref()} block>
      {t('paymentRequest.depositAgain')}
    </ButtonLink>
  );

  if (request.isPending) {
    return (
      <div className="screen-body payment-request" aria-busy="true">
        <h1 className="payment-request__title">{t('paymentRequest.checking')}</h1>
        <Skeleton height={140} radius="var(--radius-lg)" />
      </div>
    );
  }
  if (request.isError) {
    const isUnknown = isApiError(request.error) && request.error.status < 500;
    return (
      <div className="screen-body">
        <ScreenNote
          icon={<CircleX size={28} />}
          tone="danger"
          title={isUnknown ? t('paymentRequest.notFound') : t('paymentRequest.loadFailed')}
          actions={
            <>
              {depositAgain}
              {closeLink}
            </>
          }
        >
          {isUnknown ? null : (
            <RetryNote
              message={t('paymentRequest.loadFailed')}
              onRetry={() => void request.refetch()}
            />
          )}
        </ScreenNote>
      </div>
    );
  }

  const { amount, icon, provider } = request.data;
  switch (outcome) {
    case 'processing':
    case undefined:
      return (
        <Arrival
          amount={amount}
          icon={icon}
          note={
            <p className="payment-request__note text-muted-sm" role="status">
              {t('paymentRequest.processing', { provider })}
            </p>
          }
        />
      );
    case 'paid':
      return (
        <div className="screen-body payment-request">
          <ScreenNote
            icon={<CircleCheck size={28} />}
            tone="success"
            title={t('paymentRequest.paidTitle')}
          >
            <p>
              {t('paymentRequest.paidBody', {
                amount: format.taka(request.data.credited?.total ?? amount),
              })}
            </p>
          </ScreenNote>
          {request.data.credited ? (
            <CreditParts credited={request.data.credited} provider={provider} />
          ) : null}
          <Summary amount={amount} icon={icon} />
          <ButtonLink to={paths.account.getHref()} block>
            {t('paymentRequest.close')}
          </ButtonLink>
        </div>
      );
    case 'cancelled':
    case 'failed':
    case 'expired':
      return (
        <div className="screen-body payment-request">
          <ScreenNote
            icon={outcome === 'expired' ? <TimerOff size={28} /> : <CircleX size={28} />}
            tone="danger"
            title={t(`paymentRequest.${outcome}Title`)}
            actions={
              <>
                {depositAgain}
                {closeLink}
              </>
            }
          >
            <p>{t(`paymentRequest.${outcome}Body`)}</p>
          </ScreenNote>
        </div>
      );
  }
}

export function PaymentRequestScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const [search] = useSearchParams();
  const transaction = search.get('deposit');
  const state = readPaymentRequestState(location.state);

  if (transaction) {
    return (
      <GatewayReturn
        key={transaction}
        transaction={transaction}
        returnedStatus={search.get('status')}
      />
    );
  }
  if (state) return <Arrival amount={state.amount} icon={state.icon} />;
  return (
    <div className="screen-body">
      <ScreenNote
        icon={<Inbox size={28} />}
        title={t('paymentRequest.emptyTitle')}
        actions={
          <ButtonLink to={paths.account.getHref()}>{t('paymentRequest.toAccount')}</ButtonLink>
        }
      >
        <p>{t('paymentRequest.emptyBody')}</p>
      </ScreenNote>
    </div>
  );
}
