/**
 * The owner's actions on one operator: disable or enable, change role, reset 2-step sign-in and
 * set a new password. Each is chosen, then confirmed in a box that says what it will do (all but
 * enabling end the operator's sessions at once); the server's refusals show in the box. An owner
 * is offered none of these on their own account: the server refuses disabling or re-roling
 * oneself, and the others would end the very session they are using.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OPERATOR_PASSWORD_LENGTH_MAX,
  operatorRoles,
  setOperatorPasswordRequestSchema,
  type OperatorAccount,
  type OperatorRole,
} from '@khela/contract';
import { errorMessage, fieldErrorsOf } from '../api/admin-api';
import {
  resetOperatorTotp,
  setOperatorPassword,
  setOperatorRole,
  setOperatorStatus,
} from './operators-api';
import { roleDescriptions } from './role-descriptions';

type Pending =
  | { kind: 'status' }
  | { kind: 'role'; role: OperatorRole }
  | { kind: 'totp' }
  | { kind: 'password'; password: string };

interface Props {
  operator: OperatorAccount;
  isSelf: boolean;
}

function describe(pending: Pending, operator: OperatorAccount): { text: string; button: string } {
  const name = operator.username;
  switch (pending.kind) {
    case 'status':
      return operator.status === 'active'
        ? {
            text: `Disable ${name}? Their sessions end at once and they cannot sign in until an owner enables them.`,
            button: 'Disable',
          }
        : { text: `Enable ${name}? They can sign in again.`, button: 'Enable' };
    case 'role':
      return {
        text: `Change ${name}'s role from ${operator.role} to ${pending.role}? Their sessions end and they sign in again. ${pending.role}: ${roleDescriptions[pending.role]}`,
        button: 'Change role',
      };
    case 'totp':
      return {
        text: `Reset ${name}'s 2-step sign-in? Their authenticator app stops working for this account, their sessions end, and they set it up again when they next sign in.`,
        button: 'Reset 2-step sign-in',
      };
    case 'password':
      return {
        text: `Set a new password for ${name}? Their sessions end; give them the new password in person.`,
        button: 'Set password',
      };
  }
}

function run(id: number, pending: Pending, operator: OperatorAccount) {
  switch (pending.kind) {
    case 'status':
      return setOperatorStatus(id, operator.status === 'active' ? 'disabled' : 'active');
    case 'role':
      return setOperatorRole(id, pending.role);
    case 'totp':
      return resetOperatorTotp(id);
    case 'password':
      return setOperatorPassword(id, pending.password);
  }
}

export function OperatorActions({ operator, isSelf }: Props) {
  const client = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [role, setRole] = useState<OperatorRole>(operator.role);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (next: Pending) => run(operator.id, next, operator),
    onSuccess: () => {
      setPending(null);
      setPassword('');
      return client.invalidateQueries({ queryKey: ['operators'] });
    },
  });

  const choose = (next: Pending) => {
    change.reset();
    setPending(next);
  };
  const choosePassword = () => {
    const parsed = setOperatorPasswordRequestSchema.safeParse({ password });
    if (!parsed.success) {
      setPasswordError(parsed.error.issues[0]?.message ?? 'Check the password.');
      return;
    }
    setPasswordError(null);
    choose({ kind: 'password', password: parsed.data.password });
  };

  if (isSelf) {
    return (
      <p className="hint">
        This is you: another owner disables you, changes your role or resets your sign-in. Your own
        2-step sign-in is under “Set up 2-step sign-in”.
      </p>
    );
  }

  if (pending !== null) {
    const { text, button } = describe(pending, operator);
    const fieldErrors = fieldErrorsOf(change.error);
    const firstFieldError = Object.values(fieldErrors)[0]?.[0];
    return (
      <div className="confirm-box" role="group" aria-label={`Confirm: ${button}`}>
        <p>{text}</p>
        {change.isError && (
          <p className="form-error" role="alert">
            {firstFieldError ?? errorMessage(change.error)}
          </p>
        )}
        <div className="filters">
          <button
            className={
              pending.kind === 'status' && operator.status === 'disabled'
                ? 'button button-primary'
                : 'button button-danger'
            }
            type="button"
            disabled={change.isPending}
            onClick={() => {
              if (!change.isPending) change.mutate(pending);
            }}
          >
            {change.isPending ? 'Saving…' : `Confirm: ${button}`}
          </button>
          <button
            className="button button-quiet"
            type="button"
            disabled={change.isPending}
            onClick={() => {
              setPending(null);
              change.reset();
            }}
          >
            Back
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="operator-actions" aria-label={`Actions for ${operator.username}`} role="group">
      {change.isSuccess && (
        <p className="notice" role="status">
          {change.data.message}
        </p>
      )}
      <div className="filters">
        <button className="button" type="button" onClick={() => choose({ kind: 'status' })}>
          {operator.status === 'active' ? 'Disable…' : 'Enable…'}
        </button>
        <label className="field">
          <span className="field-label">Role</span>
          <select value={role} onChange={(event) => setRole(event.target.value as OperatorRole)}>
            {operatorRoles.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <button
          className="button"
          type="button"
          disabled={role === operator.role}
          title={role === operator.role ? 'Choose another role first' : undefined}
          onClick={() => choose({ kind: 'role', role })}
        >
          Change role…
        </button>
      </div>
      <div className="filters">
        {operator.totp_enabled && (
          <button className="button" type="button" onClick={() => choose({ kind: 'totp' })}>
            Reset 2-step sign-in…
          </button>
        )}
        <div className="field">
          <label className="field-label" htmlFor={`password-${operator.id}`}>
            New password
          </label>
          <input
            id={`password-${operator.id}`}
            type="password"
            autoComplete="new-password"
            maxLength={OPERATOR_PASSWORD_LENGTH_MAX}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            {...(passwordError === null
              ? {}
              : { 'aria-invalid': true, 'aria-describedby': `password-error-${operator.id}` })}
          />
          {passwordError !== null && (
            <span className="field-error" id={`password-error-${operator.id}`}>
              {passwordError}
            </span>
          )}
        </div>
        <button className="button" type="button" onClick={choosePassword}>
          Set password…
        </button>
      </div>
    </div>
  );
}
