/**
 * Password recovery (/forgot-password, [contract: Screens], [contract: States], [contract: Validation], [contract: Error texts]). Step one: the Email or SMS
 * tab with the contact and the username, then Send OTP; the spec's "OTP sent" alert opens as a
 * modal and the OTP step takes the form's place. Step two: the 6-digit OTP and the new password
 * twice; on success the spec's message shows and the player lands on /login 1.5 s later.
 */
import {
  forgotPasswordRequestSchema,
  otpSentMessage,
  OTP_DIGITS,
  recoveryMessages,
  RESET_REDIRECT_DELAY_MS,
  resetPasswordRequestSchema,
  type RecoveryChannel,
} from '@khela/contract';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { FormAlert } from '../../../shared/ui/form-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { TextField } from '../../../shared/ui/text-field';
import {
  resetFailureMessage,
  sendOtpFailureMessage,
  useRequestOtp,
  useResetPassword,
} from '../api/recovery-calls';
import { firstMessageByField } from '../field-messages';
import './forgot-password-screen.css';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { paths } from '../../../shared/routing/paths';
import { SegmentedTabs } from '../../../shared/ui/segmented-tabs';

type FieldMessages = Partial<Record<string, string>>;

const channels: readonly RecoveryChannel[] = ['email', 'sms'];

/** Puts the cursor in the first field a check complained about, so the player starts there. */
function focusFirstInvalid(form: HTMLFormElement | null, messages: FieldMessages) {
  const field = Object.keys(messages)[0];
  if (field) form?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
}

interface SentTo {
  channel: RecoveryChannel;
  username: string;
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
  const translate = useMessageTranslator();
  const requestOtp = useRequestOtp();
  const [channel, setChannel] = useState<RecoveryChannel>(initialChannel);
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [username, setUsername] = useState(initialUsername);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);

  const changeChannel = (next: RecoveryChannel) => {
    setChannel(next);
    setErrors({});
    setFailure(undefined);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const candidate =
      channel === 'email'
        ? { type: 'email' as const, email, username }
        : { type: 'sms' as const, phone, username };
    const parsed = forgotPasswordRequestSchema.safeParse(candidate);
    if (!parsed.success) {
      const messages = firstMessageByField(parsed.error.issues);
      setErrors(messages);
      focusFirstInvalid(formRef.current, messages);
      return;
    }
    setErrors({});
    try {
      await requestOtp.mutateAsync(parsed.data);
      onSent({ channel, username: parsed.data.username });
    } catch (error) {
      setFailure(sendOtpFailureMessage(error));
    }
  };

  const fieldError = (field: string) => {
    const message = errors[field];
    return message ? translate(message) : undefined;
  };

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
        ref={formRef}
        id="recovery-panel"
        role="tabpanel"
        aria-labelledby={`recovery-tab-${channel}`}
        className="recovery-form stack-4"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        {channel === 'email' ? (
          <TextField
            key="email"
            name="email"
            label={t('recovery.email')}
            hint={t('recovery.emailHint')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldError('email')}
          />
        ) : (
          <TextField
            key="phone"
            name="phone"
            label={t('recovery.phone')}
            hint={t('recovery.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={fieldError('phone')}
          />
        )}
        <TextField
          name="username"
          label={t('recovery.username')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={fieldError('username')}
        />
        <FormAlert message={failure ? translate(failure) : undefined} />
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
}: {
  sentTo: SentTo;
  otpRef: RefObject<HTMLInputElement | null>;
  onStartOver: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const resetPassword = useResetPassword();
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const parsed = resetPasswordRequestSchema.safeParse({
      otp,
      password,
      password_confirmation: confirmation,
      username: sentTo.username,
    });
    if (!parsed.success) {
      const messages = firstMessageByField(parsed.error.issues);
      setErrors(messages);
      focusFirstInvalid(formRef.current, messages);
      return;
    }
    setErrors({});
    try {
      await resetPassword.mutateAsync(parsed.data);
      onDone();
    } catch (error) {
      setFailure(resetFailureMessage(error));
    }
  };

  const fieldError = (field: string) => {
    const message = errors[field];
    return message ? translate(message) : undefined;
  };

  return (
    <form
      ref={formRef}
      className="recovery-form stack-4"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
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
        ref={otpRef}
        name="otp"
        label={t('recovery.otp')}
        hint={t('recovery.otpHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_DIGITS}
        value={otp}
        onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))}
        error={fieldError('otp')}
      />
      <PasswordField
        name="password"
        label={t('recovery.newPassword')}
        hint={t('recovery.newPasswordHint')}
        autoComplete="new-password"
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError('password')}
      />
      <PasswordField
        name="password_confirmation"
        label={t('recovery.confirmPassword')}
        autoComplete="new-password"
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={fieldError('password_confirmation')}
      />
      <FormAlert message={failure ? translate(failure) : undefined} />
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
  const otpRef = useRef<HTMLInputElement>(null);

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
      <Dialog
        isOpen={notice !== undefined}
        onClose={closeNotice}
        role="alertdialog"
        size="sm"
        title={notice?.kind === 'changed' ? t('recovery.successTitle') : t('recovery.otpSentTitle')}
        footer={<Button onClick={closeNotice}>{t('recovery.ok')}</Button>}
      >
        {notice?.kind === 'sent' ? <p>{translate(otpSentMessage(notice.channel))}</p> : null}
        {notice?.kind === 'changed' ? (
          <>
            <p>{translate(recoveryMessages.resetSuccess)}</p>
            <p className="recovery-page__redirect">{t('recovery.redirecting')}</p>
          </>
        ) : null}
      </Dialog>
    </div>
  );
}
