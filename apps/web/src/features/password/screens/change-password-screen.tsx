/**
 * Reset password (/reset-password, [contract: Screens], [contract: States], [contract: Validation], [contract: Error texts]): current, new and confirmation, each
 * with a show/hide toggle; the requirements list states the rule the server enforces and ticks
 * each line as it is met. The checks run in the spec's order, one message at a time. On success
 * the server has ended every session, so this phone signs out at once, shows the spec's message
 * and lands on /login 1.5 s later.
 *
 * The route sits outside the member guard, which would send a signed-out player home: this screen
 * sends a visitor to /login itself, and stays put while it shows the success.
 */
import {
  changePasswordMessages,
  changePasswordRequestSchema,
  PASSWORD_CHANGE_REDIRECT_DELAY_MS,
  passwordRuleChecks,
} from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Circle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Navigate, useNavigate } from 'react-router';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { memberQueryKey } from '../../../shared/session/get-balance';
import { signOut, useSession } from '../../../shared/session/session-store';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import {
  changePasswordFields,
  changeRefusalTexts,
  useChangePassword,
} from '../api/change-password';
import './change-password-screen.css';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { paths } from '../../../shared/routing/paths';
import { AlertDialog } from '../../../shared/ui/alert-dialog';

/** The lines of `passwordRuleHints`, in its order (the translations hold the texts). */
export const ruleKeys = ['length', 'letter', 'number', 'plain'] as const;

function Requirements({ password }: { password: string }) {
  const { t } = useTranslation();
  const checks = passwordRuleChecks(password);
  return (
    <section className="panel panel--compact" aria-labelledby="password-rules-title">
      <h2 id="password-rules-title" className="panel__label">
        {t('password.requirementsTitle')}
      </h2>
      <ul className="password-rules__list plain-list stack-1">
        {ruleKeys.map((key, index) => {
          const isMet = checks[index] === true;
          return (
            <li
              key={key}
              className={isMet ? 'password-rule row-2 password-rule--met' : 'password-rule row-2'}
            >
              {isMet ? (
                <Check size={16} aria-hidden="true" />
              ) : (
                <Circle size={16} aria-hidden="true" />
              )}
              <span>{t(`password.requirements.${key}`)}</span>
              <span className="visually-hidden">
                {isMet ? t('password.met') : t('password.notMet')}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function ChangePasswordScreen() {
  const loginHref = paths.login.getHref();
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isMember } = useSession();
  const change = useChangePassword();
  // The schema declares its fields in the spec's check order, and the spec shows one at a time.
  const form = useContractForm(changePasswordRequestSchema, {
    defaultValues: { old_password: '', new_password: '', new_password_confirmation: '' },
    isOneMessageAtATime: true,
  });
  const newPassword = useWatch({ control: form.control, name: 'new_password' });
  const [isChanged, setIsChanged] = useState(false);

  useEffect(() => {
    if (!isChanged) return undefined;
    const timer = window.setTimeout(
      () => void navigate(loginHref, { replace: true }),
      PASSWORD_CHANGE_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [isChanged, loginHref, navigate]);

  if (!isMember && !isChanged) return <Navigate to={loginHref} replace />;

  const onSubmit = form.submit(async (request) => {
    try {
      await change.mutateAsync(request);
    } catch (error) {
      form.showRefusal(error, changePasswordFields, changeRefusalTexts);
      return;
    }
    // The message is drawn before the sign-out: React draws the session store's change at once,
    // ahead of a state update, and without the flag the screen's guard would leave for /login.
    flushSync(() => setIsChanged(true));
    // The server ended every session, this one included: forget it here before anything polls.
    signOut();
    queryClient.removeQueries({ queryKey: memberQueryKey });
  });

  return (
    <div className="screen-body">
      <ScreenHeading
        title={t('password.title')}
        backHref={paths.account.getHref()}
        backLabel={t('password.backToAccount')}
      />
      <p className="password-screen__intro text-muted-sm">{t('password.intro')}</p>
      <form className="password-form stack-3" onSubmit={onSubmit} noValidate>
        <PasswordField
          label={t('password.currentPassword')}
          autoComplete="current-password"
          {...form.field('old_password')}
        />
        <PasswordField
          label={t('password.newPassword')}
          autoComplete="new-password"
          {...form.field('new_password')}
        />
        <PasswordField
          label={t('password.confirmPassword')}
          autoComplete="new-password"
          {...form.field('new_password_confirmation')}
        />
        <Requirements password={newPassword} />
        <FormAlert message={form.failureText} />
        <Button
          type="submit"
          block
          isBusy={change.isPending}
          busyLabel={t('password.submitting')}
          disabled={isChanged}
        >
          {t('password.submit')}
        </Button>
      </form>
      <AlertDialog
        isOpen={isChanged}
        title={t('password.successTitle')}
        okLabel={t('password.ok')}
        onClose={() => void navigate(loginHref, { replace: true })}
      >
        <p>{translate(changePasswordMessages.success)}</p>
        <p className="password-screen__redirect text-muted-sm">{t('password.redirecting')}</p>
      </AlertDialog>
    </div>
  );
}
