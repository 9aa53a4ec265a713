import { TOTP_DIGITS } from '@khela/contract';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** The authenticator app's code: digits only, filled in by the phone's or browser's one-time-code hint. */
export function CodeField({ value, onChange, error }: CodeFieldProps) {
  return (
    <div className="field">
      <label className="field-label" htmlFor="code">
        {TOTP_DIGITS}-digit code
      </label>
      <input
        id="code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={TOTP_DIGITS}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? 'code-error' : undefined}
        autoFocus
      />
      {error !== undefined && (
        <span id="code-error" className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
