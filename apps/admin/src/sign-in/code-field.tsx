/**
 * The authenticator app's code, shared by Sign in and Enrol: the field, and the check both steps
 * make before sending it.
 */
import { operatorMessages, TOTP_DIGITS } from '@khela/contract';
import { TextField } from '../ui/text-field';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** Digits only, filled in by the phone's or browser's one-time-code hint. */
export function CodeField({ value, onChange, error }: CodeFieldProps) {
  return (
    <TextField
      id="code"
      label={`${TOTP_DIGITS}-digit code`}
      errors={error}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={TOTP_DIGITS}
      value={value}
      onValueChange={(value) => onChange(value.replace(/\D/g, ''))}
      autoFocus
    />
  );
}

/** Why a typed code cannot be sent yet, or null when it has the right number of digits. */
export function codeProblem(code: string): string | null {
  if (code === '') return operatorMessages.totpCodeRequired;
  return code.length === TOTP_DIGITS ? null : operatorMessages.totpCodeInvalid;
}
