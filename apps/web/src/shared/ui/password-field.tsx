/** A password input with a show/hide toggle that says which state it is in. */
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  showLabel: string;
  hideLabel: string;
}

export function PasswordField({ showLabel, hideLabel, ...fieldProps }: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...fieldProps}
      type={isVisible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="field__action"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={isVisible ? hideLabel : showLabel}
          aria-pressed={isVisible}
        >
          {isVisible ? (
            <EyeOff size={20} aria-hidden="true" />
          ) : (
            <Eye size={20} aria-hidden="true" />
          )}
        </button>
      }
    />
  );
}
