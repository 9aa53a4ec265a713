/**
 * Mobile signup (/signup, [contract: Screens], [contract: States], [contract: Validation], [contract: Error texts]). Captured referral, agent and affiliate
 * codes prefill the form; agent and affiliate travel hidden. A successful signup logs in with the
 * same credentials, marks the welcome popup, clears the captured codes and goes home. After a few
 * signups from one address the server asks for a captcha, and the form shows one.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  currencies,
  DEFAULT_CURRENCY,
  MOBILE_SIGNUP_PHONE_PREFIX,
  signupRequestSchema,
  type SignupPayload,
  type SignupRequest,
} from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api-client';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { memberQueryKey } from '../../../shared/session/get-balance';
import { storeSession } from '../../../shared/session/session-store';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { signupFailure, useCreatePlayer } from '../api/create-player';
import { loginFailureMessage, toSignedInPlayer, useLogin } from '../api/login';
import { clearCapturedCodes, readCapturedCodes } from '../captured-codes';
import { AuthPage } from '../components/auth-page';
import { CaptchaField, newCaptchaSource } from '../components/captcha-field';
import { paths } from '../../../shared/routing/paths';

/** The fields a server error can be shown under; others go to the message above the button. */
const visibleFields = [
  'username',
  'password',
  'confirmPassword',
  'currency',
  'name',
  'phone',
  'email',
  'referral_code',
  'captcha',
] as const satisfies readonly (keyof SignupRequest)[];
type VisibleField = (typeof visibleFields)[number];

function isVisibleField(field: string): field is VisibleField {
  return (visibleFields as readonly string[]).includes(field);
}

export function SignupScreen() {
  const { t } = useTranslation();
  const translateMessage = useMessageTranslator();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createPlayerMutation = useCreatePlayer();
  const loginMutation = useLogin();
  const [failure, setFailure] = useState<string>();
  const [codes] = useState(readCapturedCodes);
  /** The picture shown, once the server has asked for a captcha; none before. */
  const [captchaSource, setCaptchaSource] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SignupRequest, unknown, SignupPayload>({
    resolver: zodResolver(signupRequestSchema),
    defaultValues: {
      username: '',
      password: '',
      confirmPassword: '',
      currency: DEFAULT_CURRENCY,
      name: '',
      phone: '',
      email: '',
      referral_code: codes.referral_code ?? '',
      agent_code: codes.agent_code ?? '',
      affiliate_code: codes.affiliate_code ?? '',
      captcha: '',
    },
  });
  const showNewCaptcha = () => {
    setCaptchaSource(newCaptchaSource());
    setValue('captcha', '');
  };

  const onSubmit = handleSubmit(async (payload) => {
    setFailure(undefined);
    try {
      // The captcha travels only once the server has asked for it.
      const { captcha, ...fields } = payload;
      await createPlayerMutation.mutateAsync({
        ...fields,
        ...(captcha ? { captcha } : {}),
        status: 'active',
      });
    } catch (error) {
      // The server spends a picture on every check, right or wrong, so a shown one is replaced.
      if ((isApiError(error) && error.errors?.['captcha']) || captchaSource) showNewCaptcha();
      const result = signupFailure(error, visibleFields);
      for (const [field, message] of Object.entries(result.fieldErrors)) {
        if (message && isVisibleField(field)) {
          setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      }
      setFailure(result.message);
      return;
    }
    try {
      const response = await loginMutation.mutateAsync({
        username: payload.username,
        password: payload.password,
      });
      queryClient.removeQueries({ queryKey: memberQueryKey });
      clearCapturedCodes();
      storeSession(toSignedInPlayer(response), { isNewPlayer: true });
      await navigate(paths.home.getHref(), { replace: true });
    } catch (error) {
      setFailure(loginFailureMessage(error));
    }
  });

  const fieldError = (message: string | undefined) =>
    message ? translateMessage(message) : undefined;

  const currencyOptions = currencies.map((currency) => ({
    value: currency,
    label: t(`auth.currencies.${currency}`),
  }));

  return (
    <AuthPage
      title={t('auth.signupTitle')}
      intro={t('auth.signupIntro')}
      switchPrompt={t('auth.haveAccount')}
      switchLabel={t('header.login')}
      switchHref={paths.login.getHref()}
    >
      <form className="auth-form stack-4" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={t('auth.username')}
          hint={t('auth.usernameHint')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          error={fieldError(errors.username?.message)}
          {...register('username')}
        />
        <PasswordField
          label={t('auth.password')}
          hint={t('auth.passwordHint')}
          autoComplete="new-password"
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
          error={fieldError(errors.password?.message)}
          {...register('password')}
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
          error={fieldError(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <SelectField
          label={t('auth.currency')}
          options={currencyOptions}
          error={fieldError(errors.currency?.message)}
          {...register('currency')}
        />
        <TextField
          label={t('auth.fullName')}
          autoComplete="name"
          error={fieldError(errors.name?.message)}
          {...register('name')}
        />
        <TextField
          label={t('auth.phone')}
          hint={t('auth.phoneHint')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          prefix={MOBILE_SIGNUP_PHONE_PREFIX}
          error={fieldError(errors.phone?.message)}
          {...register('phone')}
        />
        <TextField
          label={t('auth.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('auth.referralCode')}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          error={fieldError(errors.referral_code?.message)}
          {...register('referral_code')}
        />
        {captchaSource ? (
          <CaptchaField
            source={captchaSource}
            onRefresh={showNewCaptcha}
            error={fieldError(errors.captcha?.message)}
            {...register('captcha', {
              setValueAs: (value: string) => value.replace(/\D/g, ''),
            })}
          />
        ) : null}
        <input type="hidden" {...register('agent_code')} />
        <input type="hidden" {...register('affiliate_code')} />
        <FormAlert message={failure ? translateMessage(failure) : undefined} />
        <Button type="submit" block isBusy={isSubmitting} busyLabel={t('auth.signupBusy')}>
          {t('auth.signupSubmit')}
        </Button>
        <p className="auth-form__terms text-muted-xs">{t('auth.ageTerms')}</p>
      </form>
    </AuthPage>
  );
}
