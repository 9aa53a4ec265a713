/**
 * Sign in: username and password, then, for an operator with 2-step sign-in, the code their
 * authenticator app shows. The server's own message is shown for every refusal (wrong password,
 * wrong code, expired step, too many attempts).
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import type { OperatorLoginResponse, OperatorSessionResponse } from '@khela/contract';
import { operatorMessages, TOTP_DIGITS } from '@khela/contract';
import { ApiError, errorMessage, fieldErrorsOf } from '../api/admin-api';
import { saveSession, useSession } from '../session/session-store';
import { TextField } from '../ui/text-field';
import { CodeField, codeProblem } from './code-field';
import { logIn, logInWithCode } from './sign-in-api';

export function SignInScreen() {
  const session = useSession();
  const [challenge, setChallenge] = useState<string | null>(null);
  if (session !== null)
    return <Navigate to={session.totp_setup_required ? '/enrol' : '/'} replace />;
  return (
    <main className="sign-in-page">
      <div className="sign-in-card">
        <h1 className="sign-in-title">Khela console</h1>
        {challenge === null ? (
          <PasswordStep onChallenge={setChallenge} />
        ) : (
          <CodeStep challenge={challenge} onRestart={() => setChallenge(null)} />
        )}
      </div>
    </main>
  );
}

function isSession(answer: OperatorLoginResponse): answer is OperatorSessionResponse {
  return 'token' in answer;
}

/** Nothing read for the previous operator on this tab may show for the next one. */
function useStartSession(): (session: OperatorSessionResponse) => void {
  const queryClient = useQueryClient();
  return (session) => {
    queryClient.clear();
    saveSession(session);
  };
}

function PasswordStep({ onChallenge }: { onChallenge: (challenge: string) => void }) {
  const startSession = useStartSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const login = useMutation({
    mutationFn: () => logIn(username.trim(), password),
    onSuccess: (answer) => {
      if (isSession(answer)) startSession(answer);
      else onChallenge(answer.challenge);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const problem =
      username.trim() === ''
        ? operatorMessages.usernameRequired
        : password === ''
          ? operatorMessages.passwordRequired
          : null;
    setMissing(problem);
    if (problem === null) login.mutate();
  };

  const message = missing ?? (login.isError ? errorMessage(login.error) : null);
  return (
    <form className="sign-in-form" onSubmit={submit} noValidate>
      <p className="sign-in-lead">Sign in with your operator account.</p>
      <TextField
        id="sign-in-username"
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onValueChange={setUsername}
        autoFocus
      />
      <TextField
        id="sign-in-password"
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
      />
      {message !== null && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
      <button className="button button-primary" type="submit" disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}

function CodeStep({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const startSession = useStartSession();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const verify = useMutation({
    mutationFn: () => logInWithCode(challenge, code),
    onSuccess: startSession,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    const problem = codeProblem(code);
    setMissing(problem);
    if (problem === null) verify.mutate();
  };

  const error = verify.error;
  const fieldError = fieldErrorsOf(error)['code']?.[0];
  const message = missing ?? fieldError ?? (verify.isError ? errorMessage(error) : undefined);
  // A spent or expired challenge cannot take another code: only the password step helps.
  const expired = error instanceof ApiError && error.message === operatorMessages.challengeExpired;
  return (
    <form className="sign-in-form" onSubmit={submit} noValidate>
      <p className="sign-in-lead">
        2-step sign-in: enter the {TOTP_DIGITS}-digit code your authenticator app shows for this
        account.
      </p>
      <CodeField value={code} onChange={setCode} error={message} />
      {expired ? (
        <button className="button button-primary" type="button" onClick={onRestart}>
          Start again
        </button>
      ) : (
        <button className="button button-primary" type="submit" disabled={verify.isPending}>
          {verify.isPending ? 'Checking…' : 'Verify'}
        </button>
      )}
      {!expired && (
        <button className="button button-quiet" type="button" onClick={onRestart}>
          Use another account
        </button>
      )}
    </form>
  );
}
