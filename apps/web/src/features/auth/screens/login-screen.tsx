/**
 * Login (/login, [contract: Screens], [contract: States], [contract: Validation], [contract: Error texts]). The contract's schema checks the fields, so this
 * form and the server give the same messages; on success the session is stored and the player
 * goes home. After repeated failures the server asks for a captcha, and the form shows one.
 */
import { loginRequestSchema } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
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
import { TextField } from '../../../shared/ui/text-field';
import { loginRefusalTexts, toSignedInPlayer, useLogin } from '../api/login';
import { AuthPage } from '../components/auth-page';
import { CaptchaField, useCaptcha } from '../components/captcha-field';
import { paths } from '../../../shared/routing/paths';

export interface LoginScreenProps {
  /** Passed only once the password-recovery screen exists, so the link is never dead. */
  forgotPasswordHref?: string | undefined;
}

export function LoginScreen({ forgotPasswordHref }: LoginScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loginMutation = useLogin();
  const form = useContractForm(loginRequestSchema, {
    defaultValues: { username: '', password: '', captcha: '' },
  });
  const captcha = useCaptcha(() => form.setValue('captcha', ''));

  const onSubmit = form.submit(async (values) => {
    try {
      // The captcha travels only once the server has asked for it.
      const { captcha: digits, ...credentials } = values;
      const response = await loginMutation.mutateAsync(
        digits ? { ...credentials, captcha: digits } : credentials,
      );
      queryClient.removeQueries({ queryKey: memberQueryKey });
      storeSession(toSignedInPlayer(response), { isNewPlayer: false });
      await navigate(paths.home.getHref(), { replace: true });
    } catch (error) {
      captcha.afterRefusal(error);
      // Only the captcha is shown under its field; anything else reads as the login's failure.
      form.showRefusal(error, ['captcha'], loginRefusalTexts(error));
    }
  });

  return (
    <AuthPage
      title={t('auth.loginTitle')}
      intro={t('auth.loginIntro')}
      switchPrompt={t('auth.noAccount')}
      switchLabel={t('header.signUp')}
      switchHref={paths.signup.getHref()}
    >
      <form className="auth-form stack-4" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('auth.username')}
          {...inputKinds.username}
          {...form.field('username')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          {...form.field('password')}
        />
        <CaptchaField
          source={captcha.source}
          onRefresh={captcha.showNew}
          {...form.field('captcha', { setValueAs: digitsOf })}
        />
        {forgotPasswordHref ? (
          <div className="auth-form__links">
            <Link to={forgotPasswordHref}>{t('auth.forgotPassword')}</Link>
          </div>
        ) : null}
        <FormAlert message={form.failureText} />
        <Button
          type="submit"
          block
          isBusy={loginMutation.isPending}
          busyLabel={t('auth.loginBusy')}
        >
          {t('auth.loginSubmit')}
        </Button>
      </form>
    </AuthPage>
  );
}
