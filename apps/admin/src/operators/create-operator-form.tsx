/**
 * A new operator (owner only): username, a first password and a role, with what the chosen role
 * may do. The server's field errors show at their fields; on success the list shows the new
 * operator and the form empties for the next.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OPERATOR_PASSWORD_LENGTH_MAX,
  OPERATOR_USERNAME_LENGTH_MAX,
  createOperatorRequestSchema,
  operatorRoles,
  type OperatorRole,
} from '@khela/contract';
import { errorMessage, fieldErrorsOf } from '../api/admin-api';
import { ChoiceField } from '../ui/choice-field';
import { TextField } from '../ui/text-field';
import { createOperator } from './operators-api';
import { roleDescriptions } from './role-descriptions';

type Field = 'username' | 'password' | 'role';
type FieldErrors = Partial<Record<Field, string>>;

export function CreateOperatorForm() {
  const client = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<OperatorRole>('support');
  const [invalid, setInvalid] = useState<FieldErrors>({});
  const create = useMutation({
    mutationFn: createOperator,
    onSuccess: () => {
      setUsername('');
      setPassword('');
      return client.invalidateQueries({ queryKey: ['operators'] });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = createOperatorRequestSchema.safeParse({ username, password, role });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        errors[field] ??= issue.message;
      }
      setInvalid(errors);
      return;
    }
    setInvalid({});
    create.mutate(parsed.data);
  };

  const serverErrors = fieldErrorsOf(create.error);
  const errorOf = (field: Field) => invalid[field] ?? serverErrors[field]?.[0];
  const fieldErrorShown = (['username', 'password', 'role'] as const).some(
    (field) => errorOf(field) !== undefined,
  );

  return (
    <form className="operator-form" onSubmit={submit} aria-label="New operator" noValidate>
      <div className="filters">
        <TextField
          id="new-operator-username"
          label="Username"
          errors={errorOf('username')}
          name="username"
          autoComplete="off"
          maxLength={OPERATOR_USERNAME_LENGTH_MAX}
          value={username}
          onValueChange={setUsername}
        />
        <TextField
          id="new-operator-password"
          label="First password"
          errors={errorOf('password')}
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={OPERATOR_PASSWORD_LENGTH_MAX}
          value={password}
          onValueChange={setPassword}
        />
        <ChoiceField
          id="new-operator-role"
          label="Role"
          errors={errorOf('role')}
          name="role"
          options={operatorRoles}
          value={role}
          onValueChange={setRole}
        />
        <button className="button button-primary" type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create operator'}
        </button>
      </div>
      <p className="hint" aria-live="polite">
        <strong>{role}</strong>: {roleDescriptions[role]}
      </p>
      {create.isError && !fieldErrorShown && (
        <p className="form-error" role="alert">
          {errorMessage(create.error)}
        </p>
      )}
      {create.isSuccess && (
        <p className="notice" role="status">
          Operator {create.data.username} ({create.data.role}) created. Give them the password in
          person; where 2-step sign-in is required they set it up when they first sign in.
        </p>
      )}
    </form>
  );
}
