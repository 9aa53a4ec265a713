/**
 * The input attributes each kind of field takes on every form, so a phone's keyboard, autofill and
 * autocorrect behave alike everywhere: `<TextField label={…} {...inputKinds.email} {...form.field('email')} />`.
 */
import type { ComponentPropsWithoutRef } from 'react';

type InputAttributes = Pick<
  ComponentPropsWithoutRef<'input'>,
  'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'autoCorrect' | 'spellCheck'
>;

/** Typed exactly as written (no capitals, no corrections): usernames and codes. */
const verbatim = { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } as const;

export const inputKinds = {
  username: { autoComplete: 'username', ...verbatim },
  /** A referral or refer code. */
  code: verbatim,
  email: {
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    autoCapitalize: 'none',
    spellCheck: false,
  },
  /** A local number (the country code is fixed apart). */
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
  /** A code sent by e-mail or SMS. */
  oneTimeCode: { inputMode: 'numeric', autoComplete: 'one-time-code' },
  /** The digits of a captcha picture. */
  captcha: { inputMode: 'numeric', autoComplete: 'off' },
} as const satisfies Record<string, InputAttributes>;
