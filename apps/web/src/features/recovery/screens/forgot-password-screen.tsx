/**
 * Password recovery (/forgot-password, [contract: Screens], [contract: States], [contract: Validation], [contract: Error texts]). Step one: the Email or SMS
 * tab with the contact and the username, then Send OTP; the spec's "OTP sent" alert opens as a
 * modal and the OTP step takes the form's place. Step two: the 6-digit OTP and the new password
 * twice; on success the spec's message shows and the player lands on /login 1.5 s later. A code
 * that never came can be sent again a minute after the last one (ours; the server's recovery
 * limits still apply, and their refusal shows in the form).
 */
import {
  forgotPasswordRequestSchema,
  otpSentMessage,
  OTP_DIGITS,
  recoveryMessages,
  RESET_REDIRECT_DELAY_MS,
  resetPasswordRequestSchema,
  type ForgotPasswordRequest,
  type RecoveryChannel,
} from '@khela/contract';
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { toLocalDigits } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/use-format';
import { keepingDigits } from '../../../shared/forms/digits';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { inputKinds } from '../../../shared/forms/input-kinds';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { TextField } from '../../../shared/ui/text-field';
import {
  resetFailureMessage,
  sendOtpFailureMessage,
  useRequestOtp,
  useResetPassword,
} from '../api/recovery-calls';
import './forgot-password-screen.css';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { paths } from '../../../shared/routing/paths';
import { SegmentedTabs } from '../../../shared/ui/segmented-tabs';
import { AlertDialog } from '../../../shared/ui/alert-dialog';

const channels: readonly RecoveryChannel[] = ['email', 'sms'];

interface SentTo {
  channel: RecoveryChannel;
  username: string;
  /** The request that sent the code, sent again by "Resend code". */
  request: ForgotPasswordRequest;
}

/** How long after a send "Resend code" waits: long enough for a slow SMS to arrive first. */
const RESEND_AFTER_MS = 60_000;

/** Whole seconds until the code may be sent again, ticking once a second until 0. */
function useResendWait(sentAtMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((sentAtMs + RESEND_AFTER_MS - now) / 1000));
  useEffect(() => {
    if (left === 0) return undefined;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [left, now]);
  return left;
}

function RequestStep({
  initialUsername,
  initialChannel,
  onSent,
}: {
  initialUsername: string;
  initialChannel: RecoveryChannel;
  onSent: (sentTo: SentTo) => void;
}) {
  const { t } = useTranslation();
  const requestOtp = useRequestOtp();
  const [channel, setChannel] = useState<RecoveryChannel>(initialChannel);
  // Both contacts are kept while the player switches tabs; the schema keeps the tab's own.
  const form = useContractForm(forgotPasswordRequestSchema, {
    defaultValues: { type: initialChannel, email: '', phone: '', username: initialUsername },
  });

  const changeChannel = (next: RecoveryChannel) => {
    setChannel(next);
    form.setValue('type', next);
    form.clearErrors();
    form.setFailure(undefined);
  };

  const onSubmit = form.submit(async (request) => {
    try {
      await requestOtp.mutateAsync(request);
      onSent({ channel, username: request.username, request });
    } catch (error) {
      form.setFailure(sendOtpFailureMessage(error));
    }
  });

  return (
    <>
      <SegmentedTabs
        tabs={channels}
        selected={channel}
        onSelect={changeChannel}
        label={t('recovery.tabsLabel')}
        labelOf={(option) => (option === 'email' ? t('recovery.tabEmail') : t('recovery.tabSms'))}
        tabId={(option) => `recovery-tab-${option}`}
        panelId="recovery-panel"
      />
      <form
        id="recovery-panel"
        role="tabpanel"
        aria-labelledby={`recovery-tab-${channel}`}
        className="recovery-form stack-4"
        onSubmit={onSubmit}
        noValidate
      >
        {channel === 'email' ? (
          <TextField
            key="email"
            label={t('recovery.email')}
            hint={t('recovery.emailHint')}
            {...inputKinds.email}
            {...form.field('email')}
          />
        ) : (
          <TextField
            key="phone"
            label={t('recovery.phone')}
            hint={t('recovery.phoneHint')}
            {...inputKinds.phone}
            {...form.field('phone')}
          />
        )}
        <TextField
          label={t('recovery.username')}
          {...inputKinds.username}
          {...form.field('username')}
        />
        <FormAlert message={form.failureText} />
        <Button type="submit" block isBusy={requestOtp.isPending} busyLabel={t('recovery.sending')}>
          {t('recovery.sendOtp')}
        </Button>
      </form>
    </>
  );
}

function ResetStep({
  sentTo,
  otpRef,
  onStartOver,
  onDone,
  onResent,
}: {
  sentTo: SentTo;
  otpRef: MutableRefObject<HTMLInputElement | null>;
  onStartOver: () => void;
  onDone: () => void;
  onResent: () => void;
}) {
  const { t } = useTranslation();
  const resetPassword = useResetPassword();
  const requestOtp = useRequestOtp();
  const { language } = useFormat();
  const [sentAtMs, setSentAtMs] = useState(() => Date.now());
  const resendWait = useResendWait(sentAtMs);
  const form = useContractForm(resetPasswordRequestSchema, {
    defaultValues: {
      otp: '',
      password: '',
      password_confirmation: '',
      username: sentTo.username,
    },
  });

  const otpField = keepingDigits(form.field('otp'));

  const resend = async () => {
    form.setFailure(undefined);
    try {
      await requestOtp.mutateAsync(sentTo.request);
      setSentAtMs(Date.now());
      onResent();
    } catch (error) {
      form.setFailure(sendOtpFailureMessage(error));
    }
  };

  const onSubmit = form.submit(async (request) => {
    try {
      await resetPassword.mutateAsync(request);
      onDone();
    } catch (error) {
      form.setFailure(resetFailureMessage(error));
    }
  });

  return (
    <form className="recovery-form stack-4" onSubmit={onSubmit} noValidate>
      <header className="recovery-step stack-1">
        <h2 className="recovery-step__title">{t('recovery.resetTitle')}</h2>
        <p className="recovery-step__intro text-muted-sm">
          {t('recovery.resetIntro', {
            channel:
              sentTo.channel === 'email' ? t('recovery.channelEmail') : t('recovery.channelSms'),
          })}
        </p>
      </header>
      <TextField
        label={t('recovery.otp')}
        hint={t('recovery.otpHint')}
        {...inputKinds.oneTimeCode}
        maxLength={OTP_DIGITS}
        {...otpField}
        ref={(element) => {
          otpField.ref(element);
          otpRef.current = element;
        }}
      />
      <Button
        variant="ghost"
        size="sm"
        onClick={() => void resend()}
        disabled={resendWait > 0 || resetPassword.isPending}
        isBusy={requestOtp.isPending}
        busyLabel={t('recovery.sending')}
      >
        {resendWait > 0
          ? t('recovery.resendIn', { seconds: toLocalDigits(String(resendWait), language) })
          : t('recovery.resend')}
      </Button>
      <PasswordField
        label={t('recovery.newPassword')}
        hint={t('recovery.newPasswordHint')}
        autoComplete="new-password"
        {...form.field('password')}
      />
      <PasswordField
        label={t('recovery.confirmPassword')}
        autoComplete="new-password"
        {...form.field('password_confirmation')}
      />
      <FormAlert message={form.failureText} />
      <Button
        type="submit"
        block
        isBusy={resetPassword.isPending}
        busyLabel={t('recovery.changing')}
      >
        {t('recovery.changePassword')}
      </Button>
      <Button variant="ghost" block onClick={onStartOver} disabled={resetPassword.isPending}>
        {t('recovery.startOver')}
      </Button>
    </form>
  );
}

type Notice = { kind: 'sent'; channel: RecoveryChannel } | { kind: 'changed' };

export function ForgotPasswordScreen() {
  const loginHref = paths.login.getHref();
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<SentTo>();
  const [lastChannel, setLastChannel] = useState<RecoveryChannel>('email');
  const [lastUsername, setLastUsername] = useState('');
  const [notice, setNotice] = useState<Notice>();
  const otpRef = useRef<HTMLInputElement | null>(null);

  const isChanged = notice?.kind === 'changed';
  useEffect(() => {
    if (!isChanged) return undefined;
    const timer = window.setTimeout(() => {
      void navigate(loginHref, { replace: true });
    }, RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isChanged, loginHref, navigate]);

  const closeNotice = () => {
    if (notice?.kind === 'changed') {
      void navigate(loginHref, { replace: true });
      return;
    }
    setNotice(undefined);
    // The button that opened the alert has been replaced by the OTP step; start the player there.
    window.requestAnimationFrame(() => otpRef.current?.focus());
  };

  return (
    <div className="recovery-page stack-5">
      <header className="recovery-page__heading stack-1">
        <h1 className="recovery-page__title">{t('recovery.title')}</h1>
        <p className="recovery-page__intro">{t('recovery.intro')}</p>
      </header>
      {sentTo ? (
        <ResetStep
          sentTo={sentTo}
          otpRef={otpRef}
          onStartOver={() => setSentTo(undefined)}
          onDone={() => setNotice({ kind: 'changed' })}
          onResent={() => setNotice({ kind: 'sent', channel: sentTo.channel })}
        />
      ) : (
        <RequestStep
          initialChannel={lastChannel}
          initialUsername={lastUsername}
          onSent={(sent) => {
            setLastChannel(sent.channel);
            setLastUsername(sent.username);
            setSentTo(sent);
            setNotice({ kind: 'sent', channel: sent.channel });
          }}
        />
      )}
      <p className="recovery-page__switch">
        {t('recovery.rememberPassword')}{' '}
        <Link to={loginHref} className="recovery-page__switch-link">
          {t('recovery.login')}
        </Link>
      </p>
      <AlertDialog
        isOpen={notice !== undefined}
        title={notice?.kind === 'changed' ? t('recovery.successTitle') : t('recovery.otpSentTitle')}
        okLabel={t('recovery.ok')}
        onClose={closeNotice}
      >
        {notice?.kind === 'sent' ? <p>{translate(otpSentMessage(notice.channel))}</p> : null}
        {notice?.kind === 'changed' ? (
          <>
            <p>{translate(recoveryMessages.resetSuccess)}</p>
            <p className="recovery-page__redirect">{t('recovery.redirecting')}</p>
          </>
        ) : null}
      </AlertDialog>
    </div>
  );
}
