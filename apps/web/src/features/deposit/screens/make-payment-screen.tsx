/**
 * Make payment (/make-payment, deposit step 2, [contract: Screens], [contract: States], [contract: Validation], [contract: Error texts]). It continues the
 * deposit request /deposit opened: a countdown from its timer, the Bengali instructions, the
 * masked receiving number and the amount with copy buttons, then the player's report (the phone
 * paid from, the TrxID, an optional receipt) and Submit. The route is not login-gated, as the
 * spec says, but without a session or without the deposit's state there is nothing to continue,
 * and the screen says so.
 */
import { CircleAlert, Hourglass, LogIn } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { ButtonLink } from '../../../shared/ui/button-link';
import { MakePaymentForm } from '../components/make-payment-form';
import { ScreenNote } from '../components/screen-note';
import { readMakePaymentState } from '../make-payment-state';
import '../deposit.css';
import { paths } from '../../../shared/routing/paths';

export function MakePaymentScreen() {
  const { t } = useTranslation();
  const { isMember } = useSession();
  const location = useLocation();
  const state = readMakePaymentState(location.state);

  if (!isMember || state === undefined) {
    return (
      <div className="screen-body">
        <ScreenNote
          icon={isMember ? <Hourglass size={28} /> : <LogIn size={28} />}
          title={t('makePayment.noStateTitle')}
          actions={
            <ButtonLink to={paths.deposit.getHref()}>{t('makePayment.goToDeposit')}</ButtonLink>
          }
        >
          <p>
            <CircleAlert size={16} aria-hidden="true" className="deposit-note__inline-icon" />
            {isMember ? t('makePayment.noState') : t('makePayment.noSession')}
          </p>
        </ScreenNote>
      </div>
    );
  }
  return (
    <MakePaymentForm
      // A new deposit request (a new transaction) starts the form afresh.
      key={state.response.transaction}
      state={state}
    />
  );
}
