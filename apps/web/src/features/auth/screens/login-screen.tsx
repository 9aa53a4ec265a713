/**
 * Login (/login, [contract: Screens], [contract: States], [contract: Validation], [contract: Error texts]). The contract's schema checks the fields, so this
 * form and the server give the same messages; on success the session is stored and the player
 * goes home. After repeated failures the server asks for a captcha, and the form shows one.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema, type LoginRequest } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api-client';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { memberQueryKey } from '../../../shared/session/get-balance';
import { storeSession } from '../../../shared/session/session-store';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { TextField } from '../../../shared/ui/text-field';
import { loginFailureMessage, toSignedInPlayer, useLogin } from '../api/login';
import { AuthPage } from '../components/auth-page';
import { CaptchaField, newCaptchaSource } from '../components/captcha-field';
import { paths } from '../../../shared/routing/paths';

export interface LoginScreenProps {
  /** Passed only once the password-recovery screen exists, so the link is never dead. */
  forgotPasswordHref?: string | undefined;
}

export function LoginScreen({ forgotPasswordHref }: LoginScreenProps) {
  const { t } = useTranslation();
  const translateMessage = useMessageTranslator();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loginMutation = useLogin();
  const [failure, setFailure] = useState<string>();
  /** The picture shown, once the server has asked for a captcha; none before. */
  const [captchaSource, setCaptchaSource] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '', captcha: '' },
  });
  const showNewCaptcha = () => {
    setCaptchaSource(newCaptchaSource());
    setValue('captcha', '');
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      // The captcha travels only once the server has asked for it.
      const { captcha, ...credentials } = values;
      const response = await loginMutation.mutateAsync(
        captcha ? { ...credentials, captcha } : credentials,
      );
      queryClient.removeQueries({ queryKey: memberQueryKey });
      storeSession(toSignedInPlayer(response), { isNewPlayer: false });
      await navigate(paths.home.getHref(), { replace: true });
    } catch (error) {
      const captchaMessage = isApiError(error) ? error.errors?.['captcha']?.[0] : undefined;
      // The server spends a picture on every check, right or wrong, so a shown one is replaced.
      if (captchaMessage || captchaSource) showNewCaptcha();
      if (captchaMessage) {
        setError('captcha', { type: 'server', message: captchaMessage }, { shouldFocus: true });
        return;
      }
      setFailure(loginFailureMessage(error));
    }
  });

  const fieldError = (message: string | undefined) =>
    message ? translateMessage(message) : undefined;

  return (
    <AuthPage
      title={t('auth.loginTitle')}
      intro={t('auth.loginIntro')}
      switchPrompt={t('auth.noAccount')}
      switchLabel={t('header.signUp')}
      switchHref={paths.signup.getHref()}
    >
      <form className="auth-form stack-4" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={t('auth.username')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          error={fieldError(errors.username?.message)}
          {...register('username')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
          error={fieldError(errors.password?.message)}
          {...register('password')}
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
        {forgotPasswordHref ? (
          <div className="auth-form__links">
            <Link to={forgotPasswordHref}>{t('auth.forgotPassword')}</Link>
          </div>
        ) : null}
        <FormAlert message={failure ? translateMessage(failure) : undefined} />
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
