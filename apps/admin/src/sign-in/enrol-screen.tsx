/**
 * Enrol 2-step sign-in: the server makes a secret, the operator types it (or the otpauth URI) into
 * an authenticator app and proves it with a code. An enrolment-only session (a real site requires
 * 2-step sign-in) can do nothing else; on a demo site an operator may come here from the top bar.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router';
import { operatorMessages } from '@khela/contract';
import { errorMessage, fieldErrorsOf } from '../api/admin-api';
import { saveSession, useSession } from '../session/session-store';
import { SignOutButton } from '../shell/sign-out-button';
import { CodeField, codeProblem } from './code-field';
import { confirmTotp, startTotpSetup } from './sign-in-api';

/** Groups of four, as authenticator apps print secrets, so a typed one is easy to check. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

export function EnrolScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const setup = useMutation({ mutationFn: startTotpSetup });
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const confirm = useMutation({
    mutationFn: () => confirmTotp(code),
    onSuccess: () => {
      if (session !== null) saveSession({ ...session, totp_setup_required: false });
      void navigate('/', { replace: true, state: { notice: operatorMessages.totpEnabled } });
    },
  });
  if (session === null) return <Navigate to="/sign-in" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    const problem = codeProblem(code);
    setMissing(problem);
    if (problem === null) confirm.mutate();
  };

  const copyUri = async (uri: string) => {
    try {
      await navigator.clipboard.writeText(uri);
      setCopied(true);
    } catch {
      // Without clipboard access (plain http, a refused permission) the field stays selectable.
      setCopied(false);
    }
  };

  const confirmError = confirm.error;
  const codeError =
    missing ??
    fieldErrorsOf(confirmError)['code']?.[0] ??
    (confirm.isError ? errorMessage(confirmError) : undefined);

  return (
    <main className="sign-in-page">
      <div className="sign-in-card enrol-card">
        <div className="enrol-head">
          <h1 className="sign-in-title">Set up 2-step sign-in</h1>
          <SignOutButton />
        </div>
        <p className="sign-in-lead">
          Signed in as <strong>{session.operator.username}</strong>.{' '}
          {session.totp_setup_required
            ? 'This site requires 2-step sign-in before you can use the console.'
            : 'From now on you will enter a code from your phone after your password.'}
        </p>
        {setup.data === undefined ? (
          <>
            <ol className="enrol-steps">
              <li>Install an authenticator app on your phone (any app that supports TOTP).</li>
              <li>Get a secret here and add it to the app.</li>
              <li>Enter the code the app shows to confirm.</li>
            </ol>
            {setup.isError && (
              <p className="form-error" role="alert">
                {errorMessage(setup.error)}
              </p>
            )}
            <button
              className="button button-primary"
              type="button"
              disabled={setup.isPending}
              onClick={() => setup.mutate()}
            >
              {setup.isPending ? 'Getting a secret…' : 'Get a secret'}
            </button>
          </>
        ) : (
          <form className="sign-in-form" onSubmit={submit} noValidate>
            <div className="field">
              <span className="field-label" id="secret-label">
                Secret key (type it into the app)
              </span>
              <code className="secret" aria-labelledby="secret-label">
                {groupSecret(setup.data.secret)}
              </code>
            </div>
            <div className="field">
              <label className="field-label" htmlFor="otpauth-uri">
                Or paste this link into the app
              </label>
              <div className="copy-row">
                <input
                  id="otpauth-uri"
                  readOnly
                  value={setup.data.otpauth_uri}
                  onFocus={(event) => event.target.select()}
                />
                <button
                  className="button"
                  type="button"
                  onClick={() => void copyUri(setup.data.otpauth_uri)}
                >
                  {copied ? 'Copied' : 'Copy'}
                </button>
              </div>
            </div>
            <p className="hint">The secret is shown only now. Keep it out of chats and e-mail.</p>
            <CodeField value={code} onChange={setCode} error={codeError} />
            <button className="button button-primary" type="submit" disabled={confirm.isPending}>
              {confirm.isPending ? 'Confirming…' : 'Confirm and turn on'}
            </button>
          </form>
        )}
        {!session.totp_setup_required && (
          <Link className="button button-quiet back-link" to="/">
            Back to the console
          </Link>
        )}
      </div>
    </main>
  );
}
