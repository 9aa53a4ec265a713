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
  PASSWORD_CHANGE_REDIRECT_DELAY_MS,
  passwordRuleChecks,
} from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Circle } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Navigate, useNavigate } from 'react-router';
import { memberQueryKey } from '../../../shared/session/get-balance';
import { signOut, useSession } from '../../../shared/session/session-store';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { changeFailureOf, useChangePassword } from '../api/change-password';
import { firstIssueOf, type PasswordForm } from '../first-issue';
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

const emptyForm: PasswordForm = {
  old_password: '',
  new_password: '',
  new_password_confirmation: '',
};

export function ChangePasswordScreen() {
  const loginHref = paths.login.getHref();
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isMember } = useSession();
  const change = useChangePassword();
  const [form, setForm] = useState<PasswordForm>(emptyForm);
  const [fieldError, setFieldError] = useState<{ field: keyof PasswordForm; message: string }>();
  const [failure, setFailure] = useState<string>();
  const [isChanged, setIsChanged] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!isChanged) return undefined;
    const timer = window.setTimeout(
      () => void navigate(loginHref, { replace: true }),
      PASSWORD_CHANGE_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [isChanged, loginHref, navigate]);

  if (!isMember && !isChanged) return <Navigate to={loginHref} replace />;

  const focusField = (field: string) =>
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const issue = firstIssueOf(form);
    if (issue) {
      setFieldError(issue);
      focusField(issue.field);
      return;
    }
    setFieldError(undefined);
    try {
      await change.mutateAsync(form);
    } catch (error) {
      const refusal = changeFailureOf(error);
      if (refusal.field && refusal.field in form) {
        const field = refusal.field as keyof PasswordForm;
        setFieldError({ field, message: refusal.message });
        focusField(field);
      } else {
        setFailure(refusal.message);
      }
      return;
    }
    // The server ended every session, this one included: forget it here before anything polls.
    signOut();
    queryClient.removeQueries({ queryKey: memberQueryKey });
    setIsChanged(true);
  };

  const errorFor = (field: keyof PasswordForm) =>
    fieldError?.field === field ? translate(fieldError.message) : undefined;
  const fieldProps = (field: keyof PasswordForm) => ({
    name: field,
    value: form[field],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [field]: event.target.value })),
    error: errorFor(field),
  });

  return (
    <div className="screen-body">
      <ScreenHeading
        title={t('password.title')}
        backHref={paths.account.getHref()}
        backLabel={t('password.backToAccount')}
      />
      <p className="password-screen__intro text-muted-sm">{t('password.intro')}</p>
      <form
        ref={formRef}
        className="password-form stack-3"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <PasswordField
          label={t('password.currentPassword')}
          autoComplete="current-password"
          {...fieldProps('old_password')}
        />
        <PasswordField
          label={t('password.newPassword')}
          autoComplete="new-password"
          {...fieldProps('new_password')}
        />
        <PasswordField
          label={t('password.confirmPassword')}
          autoComplete="new-password"
          {...fieldProps('new_password_confirmation')}
        />
        <Requirements password={form.new_password} />
        <FormAlert message={failure ? translate(failure) : undefined} />
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
