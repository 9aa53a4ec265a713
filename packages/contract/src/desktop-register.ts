/** The desktop two-step registration form's checks and messages ([contract: Screens], [contract: Entities], [contract: Validation]). */
// The spec shows no server call for this form, so these schemas are the form's own checks. Its
// username and password follow the signup's rules (one set of rules, shown as the fields' hints),
// checked at Next, before step 2's captcha is used.
import { z } from 'zod';
import {
  currencyTypeCodes,
  DEFAULT_CALLING_CODE,
  DEFAULT_CURRENCY,
  type Currency,
} from './constants.js';
import {
  accountMessages,
  signupPasswordField,
  signupResponseSchema,
  signupUsernameField,
} from './auth.js';
import { defineCall } from './calls.js';
import { confirmationOf, requiredText, numeral, requiredSecret } from './fields.js';

export const desktopRegisterMessages = {
  step1Incomplete: 'Please fill in all fields.',
  passwordMismatch: 'Passwords do not match.',
  step2Incomplete: 'Please fill in all fields for step 2.',
  ageNotConfirmed: 'You must confirm that you are 18 years old.',
  success: 'Registration Successful!',
} as const;

/** The captcha image; the form appends a random query so the browser never reuses one. */
export const CAPTCHA_PATH = '/captcha';

const desktopCurrencyTypeCodes: readonly number[] = Object.values(currencyTypeCodes);

/** The desktop form's numeric currency code for a currency, and back. */
export function currencyFromTypeCode(code: number): Currency | undefined {
  const entry = Object.entries(currencyTypeCodes).find(([, value]) => value === code);
  return entry?.[0] as Currency | undefined;
}

const step1Shape = {
  username: requiredText(desktopRegisterMessages.step1Incomplete),
  password: requiredSecret(desktopRegisterMessages.step1Incomplete),
  confirmPassword: requiredSecret(desktopRegisterMessages.step1Incomplete),
  currencyType: numeral(
    z
      .number({ error: accountMessages.currencyInvalid })
      .refine((code) => desktopCurrencyTypeCodes.includes(code), accountMessages.currencyInvalid)
      .default(currencyTypeCodes[DEFAULT_CURRENCY]),
  ),
  friendReferCode: z.string().trim().optional().default(''),
};

const step2Shape = {
  realName: requiredText(desktopRegisterMessages.step2Incomplete),
  /** Only +880 is offered on this form. */
  callingCode: z.literal(DEFAULT_CALLING_CODE).default(DEFAULT_CALLING_CODE),
  phoneNumber: requiredText(desktopRegisterMessages.step2Incomplete),
  /** Not format-checked on this form, as the spec says. */
  email: requiredText(desktopRegisterMessages.step2Incomplete),
  captcha: requiredText(desktopRegisterMessages.step2Incomplete),
  ageCheck: z.literal(true, { error: desktopRegisterMessages.ageNotConfirmed }),
};

/** Step 1: Next is allowed once this passes. */
export const desktopRegisterStep1Schema = z
  .object(step1Shape)
  .refine(
    ...confirmationOf('password', 'confirmPassword', desktopRegisterMessages.passwordMismatch),
  );
export type DesktopRegisterStep1 = z.infer<typeof desktopRegisterStep1Schema>;

/**
 * Step 1's username and password against the signup's rules, checked at Next once every step-1
 * field is filled (the spec's "Please fill in all fields." comes first).
 */
export const desktopRegisterStep1RulesSchema = z.object({
  username: signupUsernameField,
  password: signupPasswordField,
});

/** Step 2 alone, for the Submit button's checks. */
export const desktopRegisterStep2Schema = z.object(step2Shape);
export type DesktopRegisterStep2 = z.infer<typeof desktopRegisterStep2Schema>;

/** The whole form; step 1's messages, the mismatch included, come before step 2's. */
export const desktopRegisterFormSchema = desktopRegisterStep1Schema.and(desktopRegisterStep2Schema);
export type DesktopRegisterForm = z.infer<typeof desktopRegisterFormSchema>;

export const desktopRegisterCalls = {
  /** Our path (the spec shows no call for the form); answers 201 as the mobile signup does. */
  register: defineCall({
    method: 'POST',
    path: '/api/v1/register',
    auth: 'public',
    body: desktopRegisterFormSchema,
    answer: signupResponseSchema,
    idempotent: false,
  }),
};
