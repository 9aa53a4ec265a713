/**
 * Deposit (/deposit, [contract: Screens], [contract: Validation], [contract: Error texts]): promotion, payment method, channel and amount, then
 * Next. Next runs the spec's checks in order (verified phone, no pending deposit, amount, method,
 * channel) and shows the first failure in the error modal; then it opens the deposit request and
 * goes to the gateway's checkout, or to /make-payment with the receiving number.
 *
 * Not on `useContractForm`: no message here belongs under a field (every one opens the modal, and
 * nothing takes the focus), the account's checks come first from fresh reads, and the pickers hold
 * whole methods and channels, so the helper would only carry values it cannot check better than
 * `checkDeposit` (the contract's schema) already does.
 */
import { depositMessages, hasVerifiedPhone, type PaymentMethod } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { newIdempotencyKey } from '@khela/client-kit';
import { userQueryOptions, useUser } from '../../../shared/session/get-user';
import { readRemoteId } from '../../../shared/session/session-store';
import {
  hasPendingTransaction,
  transactionsQueryOptions,
  useTransactions,
} from '../../../shared/wallet/get-transactions';
import { Button } from '../../../shared/ui/button';
import { ButtonLink } from '../../../shared/ui/button-link';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { otherPhonesQueryOptions, useOtherPhones } from '../../../shared/session/get-other-phones';
import { depositFailureMessage, useRequestDeposit } from '../api/request-deposit';
import { AmountPicker } from '../components/amount-picker';
import { ChannelRadios } from '../components/channel-radios';
import { MessageDialog } from '../components/message-dialog';
import { MethodRadios } from '../components/method-radios';
import { PromotionSelect } from '../components/promotion-select';
import { checkDeposit } from '../deposit-checks';
import type { MakePaymentState } from '../make-payment-state';
import { openCheckout } from '../open-checkout';
import '../deposit.css';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { paths } from '../../../shared/routing/paths';

export interface DepositScreenProps {
  /** The profile screen, once it is served: the unverified-phone message then links to it. */
  profileHref?: string | undefined;
}

export function DepositScreen({ profileHref }: DepositScreenProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remoteId = readRemoteId() ?? 0;
  const requestDeposit = useRequestDeposit();
  // Loaded ahead so Next usually answers from the cache; Next still asks again for the pending one.
  useUser();
  useOtherPhones();
  useTransactions();

  const [promotionId, setPromotionId] = useState('');
  const [method, setMethod] = useState<PaymentMethod>();
  const [channel, setChannel] = useState<PaymentMethod>();
  const [amount, setAmount] = useState('');
  const [isChecking, setIsChecking] = useState(false);
  const [isLeaving, setIsLeaving] = useState(false);
  const [message, setMessage] = useState<string>();

  useEffect(() => {
    // Back from the checkout, the browser may show this page from its cache as it was left, busy.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setIsLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const chooseMethod = (next: PaymentMethod) => {
    setMethod(next);
    // A channel belongs to one method; the new method's channels are chosen afresh.
    if (next.name !== method?.name) setChannel(undefined);
  };

  const onNext = async () => {
    setIsChecking(true);
    try {
      let state;
      try {
        // The transactions are always asked again: an operator may have decided one just now.
        const [player, otherPhones, transactions] = await Promise.all([
          queryClient.fetchQuery(userQueryOptions(remoteId)),
          queryClient.fetchQuery(otherPhonesQueryOptions(remoteId)),
          queryClient.fetchQuery(transactionsQueryOptions(remoteId)),
        ]);
        state = {
          // The primary phone or a verified extra one ([contract: Validation]).
          hasVerifiedPhone: hasVerifiedPhone(player, otherPhones),
          hasPendingDeposit: hasPendingTransaction(transactions, 'deposit'),
        };
      } catch (error) {
        setMessage(depositFailureMessage(error));
        return;
      }
      const check = checkDeposit(state, {
        amount,
        provider: method?.name ?? '',
        channel: channel?.account_type ?? '',
        promotionId,
      });
      if (!check.ok) {
        setMessage(check.message);
        return;
      }
      const response = await requestDeposit.mutateAsync({
        request: check.request,
        idempotencyKey: newIdempotencyKey(),
      });
      if (response.url !== null) {
        setIsLeaving(true);
        openCheckout(response.url);
        return;
      }
      const icon = channel?.icon ?? method?.icon ?? '';
      const makePaymentState: MakePaymentState = {
        amount: response.amount,
        icon,
        timer: response.timer,
        response,
        provider: check.request.provider,
        accountType: check.request.type,
        startedAt: Date.now(),
      };
      await navigate(paths.makePayment.getHref(), { state: makePaymentState });
    } catch (error) {
      setMessage(depositFailureMessage(error));
    } finally {
      setIsChecking(false);
    }
  };

  const showsProfileLink =
    message === depositMessages.phoneNotVerified && profileHref !== undefined;

  return (
    <div className="screen-body">
      <div className="deposit-screen__heading stack-1">
        <ScreenHeading
          title={t('deposit.title')}
          backHref={paths.account.getHref()}
          backLabel={t('common.back')}
        />
        <p className="deposit-screen__intro text-muted-sm">{t('deposit.intro')}</p>
      </div>
      <form
        className="deposit-form stack-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isChecking && !isLeaving) void onNext();
        }}
      >
        <PromotionSelect value={promotionId} onChange={setPromotionId} />
        <MethodRadios value={method?.name ?? ''} onChange={chooseMethod} />
        <ChannelRadios
          provider={method?.name}
          value={channel?.account_type ?? ''}
          onChange={setChannel}
        />
        <AmountPicker value={amount} onChange={setAmount} />
        <Button
          type="submit"
          block
          isBusy={isChecking || isLeaving}
          busyLabel={isLeaving ? t('deposit.redirecting') : t('deposit.nextBusy')}
        >
          {t('deposit.next')}
        </Button>
      </form>
      <MessageDialog
        message={message === undefined ? undefined : translate(message)}
        title={t('deposit.dialogTitle')}
        okLabel={t('deposit.ok')}
        onClose={() => setMessage(undefined)}
        action={
          showsProfileLink ? (
            <ButtonLink to={profileHref}>{t('deposit.verifyPhone')}</ButtonLink>
          ) : undefined
        }
      />
    </div>
  );
}
