/** A password input with a show/hide toggle that says which state it is in. */
import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { TextField, type TextFieldProps } from './text-field';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** The toggle's names; 'Show password' and 'Hide password' unless a screen says otherwise. */
  showLabel?: string;
  hideLabel?: string;
}

export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField({ showLabel, hideLabel, ...fieldProps }, ref) {
    const { t } = useTranslation();
    const [isVisible, setIsVisible] = useState(false);
    return (
      <TextField
        {...fieldProps}
        ref={ref}
        type={isVisible ? 'text' : 'password'}
        trailing={
          <button
            type="button"
            className="field__action"
            onClick={() => setIsVisible((visible) => !visible)}
            aria-label={
              isVisible
                ? (hideLabel ?? t('auth.hidePassword'))
                : (showLabel ?? t('auth.showPassword'))
            }
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
  },
);
