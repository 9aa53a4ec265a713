/**
 * The captcha a login or signup shows once the server asks for one: the picture (a new one on
 * every show, bound to this browser by its cookie), a button for another picture, and the field
 * for its 4 digits. The form sends the digits as `captcha`.
 */
import { CAPTCHA_DIGITS, CAPTCHA_PATH } from '@khela/contract';
import { RefreshCw } from 'lucide-react';
import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import { isApiError } from '../../../shared/api-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { inputKinds } from '../../../shared/forms/input-kinds';
import { TextField } from '../../../shared/ui/text-field';

/** A random query, so the browser never shows a cached picture. */
export function newCaptchaSource(): string {
  const bytes = new Uint32Array(2);
  crypto.getRandomValues(bytes);
  return `${CAPTCHA_PATH}?r=${bytes[0]?.toString(36) ?? ''}${bytes[1]?.toString(36) ?? ''}`;
}

/** A form's captcha: no picture until the server asks for one; `clearDigits` empties the field. */
export function useCaptcha(clearDigits: () => void) {
  const [source, setSource] = useState<string>();
  const showNew = () => {
    setSource(newCaptchaSource());
    clearDigits();
  };
  /** The server spends a picture on every check, right or wrong, so a shown one is replaced. */
  const afterRefusal = (error: unknown) => {
    if ((isApiError(error) && error.errors['captcha']) || source) showNew();
  };
  return { source, showNew, afterRefusal };
}

export interface CaptchaFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'prefix'> {
  /** No picture yet: the server has not asked for a captcha, and nothing shows. */
  source: string | undefined;
  onRefresh: () => void;
  error?: string | undefined;
}

export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField(
  { source, onRefresh, error, ...inputProps },
  ref,
) {
  const { t } = useTranslation();
  if (!source) return null;
  return (
    <div className="auth-captcha stack-2">
      <div className="auth-captcha__picture row-2">
        <img
          className="auth-captcha__image"
          src={source}
          alt={t('auth.captchaImage')}
          width={140}
          height={48}
        />
        <button
          type="button"
          className="auth-captcha__refresh tap-square inline-center"
          onClick={onRefresh}
          aria-label={t('auth.refreshCaptcha')}
        >
          <RefreshCw size={20} aria-hidden="true" />
        </button>
      </div>
      <TextField
        label={t('auth.captcha')}
        hint={t('auth.captchaHint')}
        {...inputKinds.captcha}
        maxLength={CAPTCHA_DIGITS}
        error={error}
        {...inputProps}
        ref={ref}
      />
    </div>
  );
});
