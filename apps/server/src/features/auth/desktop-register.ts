/**
 * The desktop two-step registration: the form's own fields and captcha, mapped onto the same
 * signup rules the mobile form goes through, so both create identical accounts. Server messages
 * come back under the desktop form's field names.
 */
import {
  accountMessages,
  captchaMessages as sharedCaptchaMessages,
  currencyFromTypeCode,
  normalizePhoneNumber,
  signupRequestSchema,
  type DesktopRegisterForm,
  type FieldErrors,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import { fieldErrorsOf } from '../../platform/http/parse-input.js';
import { consumeCaptcha } from '../captcha/service.js';
import { signUp, type RequestMeta } from './service.js';

export const captchaMessages = { wrong: sharedCaptchaMessages.wrong } as const;

const desktopFieldOf: Record<string, string> = {
  name: 'realName',
  phone: 'phoneNumber',
  referral_code: 'friendReferCode',
  currency: 'currencyType',
};

function renameFields(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [desktopFieldOf[field] ?? field, messages]),
  );
}

/**
 * With +880 selected the player may type the number without its leading 0; Bangla digits,
 * spaces and dashes are read as the signup's own check reads them (normalizePhoneNumber).
 */
function localPhone(callingCode: string, phoneNumber: string): string {
  const digits = normalizePhoneNumber(phoneNumber);
  return callingCode === '880' && digits.length === 10 && digits.startsWith('1')
    ? `0${digits}`
    : digits;
}

export async function registerFromDesktop(
  context: AppContext,
  form: DesktopRegisterForm,
  captchaId: string | undefined,
  meta: RequestMeta,
): Promise<{ userId: number; username: string }> {
  // The fields' own rules first: a refusal of what the player typed leaves the captcha unspent.
  // Whether a name, e-mail or phone is taken is asked only after a solved captcha (signUp).
  const currency = currencyFromTypeCode(form.currencyType);
  if (!currency) throw validationError({ currencyType: [accountMessages.currencyInvalid] });
  const parsed = signupRequestSchema.safeParse({
    username: form.username,
    password: form.password,
    confirmPassword: form.confirmPassword,
    name: form.realName,
    phone: localPhone(form.callingCode, form.phoneNumber),
    email: form.email,
    currency,
    referral_code: form.friendReferCode,
    status: 'active',
  });
  if (!parsed.success) throw validationError(renameFields(fieldErrorsOf(parsed.error)));
  if (!(await consumeCaptcha(context, captchaId, form.captcha))) {
    throw validationError({ captcha: [captchaMessages.wrong] });
  }
  try {
    return await signUp(context, parsed.data, meta, { captchaChecked: true });
  } catch (error) {
    if (error instanceof DomainError && error.errors) {
      throw new DomainError(error.code, error.message, { errors: renameFields(error.errors) });
    }
    throw error;
  }
}
