/**
 * Mobile signup (/signup, [contract: Screens], [contract: States], [contract: Validation], [contract: Error texts]). Captured referral, agent and affiliate
 * codes prefill the form; agent and affiliate travel hidden. A successful signup logs in with the
 * same credentials, marks the welcome popup, clears the captured codes and goes home. After a few
 * signups from one address the server asks for a captcha, and the form shows one.
 */
import {
  currencies,
  DEFAULT_CURRENCY,
  MOBILE_SIGNUP_PHONE_PREFIX,
  signupMessages,
  signupRequestSchema,
  type SignupRequest,
} from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { digitsOf } from '../../../shared/forms/digits';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { memberQueryKey } from '../../../shared/session/get-balance';
import { storeSession } from '../../../shared/session/session-store';
import { inputKinds } from '../../../shared/forms/input-kinds';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { useCreatePlayer } from '../api/create-player';
import { loginFailureMessage, toSignedInPlayer, useLogin } from '../api/login';
import { clearCapturedCodes, readCapturedCodes } from '../captured-codes';
import { AuthPage } from '../components/auth-page';
import { CaptchaField, useCaptcha } from '../components/captcha-field';
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

export function SignupScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createPlayerMutation = useCreatePlayer();
  const loginMutation = useLogin();
  const [codes] = useState(readCapturedCodes);
  const form = useContractForm(signupRequestSchema, {
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
  const captcha = useCaptcha(() => form.setValue('captcha', ''));

  const onSubmit = form.submit(async (payload) => {
    try {
      // The captcha travels only once the server has asked for it.
      const { captcha: digits, ...fields } = payload;
      await createPlayerMutation.mutateAsync({
        ...fields,
        ...(digits ? { captcha: digits } : {}),
        status: 'active',
      });
    } catch (error) {
      captcha.afterRefusal(error);
      form.showRefusal(error, visibleFields, signupMessages);
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
      form.setFailure(loginFailureMessage(error));
    }
  });

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
      <form className="auth-form stack-4" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('auth.username')}
          hint={t('auth.usernameHint')}
          {...inputKinds.username}
          {...form.field('username')}
        />
        <PasswordField
          label={t('auth.password')}
          hint={t('auth.passwordHint')}
          autoComplete="new-password"
          {...form.field('password')}
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <SelectField
          label={t('auth.currency')}
          options={currencyOptions}
          {...form.field('currency')}
        />
        <TextField label={t('auth.fullName')} autoComplete="name" {...form.field('name')} />
        <TextField
          label={t('auth.phone')}
          hint={t('auth.phoneHint')}
          {...inputKinds.phone}
          inputMode="numeric"
          prefix={MOBILE_SIGNUP_PHONE_PREFIX}
          {...form.field('phone')}
        />
        <TextField label={t('auth.email')} {...inputKinds.email} {...form.field('email')} />
        <TextField
          label={t('auth.referralCode')}
          {...inputKinds.code}
          {...form.field('referral_code')}
        />
        <CaptchaField
          source={captcha.source}
          onRefresh={captcha.showNew}
          {...form.field('captcha', { setValueAs: digitsOf })}
        />
        <input type="hidden" {...form.register('agent_code')} />
        <input type="hidden" {...form.register('affiliate_code')} />
        <FormAlert message={form.failureText} />
        <Button
          type="submit"
          block
          isBusy={form.formState.isSubmitting}
          busyLabel={t('auth.signupBusy')}
        >
          {t('auth.signupSubmit')}
        </Button>
        <p className="auth-form__terms text-muted-xs">
          {t('auth.ageTermsBefore')}
          <Link to={paths.terms.getHref()}>{t('auth.termsLink')}</Link>
          {t('auth.ageTermsAfter')}
        </p>
      </form>
    </AuthPage>
  );
}
