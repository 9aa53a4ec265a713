/** Field schemas several call areas share: required text, taka amounts, ids, the new-password rule. */
import { z } from 'zod';
import { PHONE_DIGITS_MAX, PHONE_DIGITS_MIN, RESET_PASSWORD_LENGTH_MIN } from './constants.js';
import { isWholePaisa } from './money.js';
import { positiveWholeNumber } from './whole-numbers.js';

export const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;
export const DIGITS = /^[0-9]+$/;
/** At least one letter and one digit, letters and digits only, at least the minimum length. */
export const NEW_PASSWORD_PATTERN = new RegExp(
  `^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]{${RESET_PASSWORD_LENGTH_MIN},}$`,
);

/**
 * What a field's check says when its schema gives no message of its own, so no validator's own
 * text ("Too big: expected string to have <=100 characters") ever reaches a player; the web app
 * has each in Bangla too. A schema's own message always wins over these.
 */
export const fieldMessages = {
  required: 'This field is required.',
  invalid: 'This value is not valid.',
  tooLong: 'This is too long.',
  tooShort: 'This is too short.',
  tooLarge: 'This number is too large.',
  tooSmall: 'This number is too small.',
  notWhole: 'This must be a whole number.',
  notOffered: 'Choose one of the offered values.',
  /** A taka amount with a third decimal, which paisa cannot hold. */
  amountDecimals: 'Amount can have at most two decimals.',
  remoteIdRequired: 'remote_id is required',
  /** Text with control characters (other than tab and line breaks). */
  controlCharacters: 'This field contains characters that are not allowed.',
} as const;

type FieldIssue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

/** Our message for a failed check that has none of its own. */
export function fieldMessageOf(issue: FieldIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return fieldMessages.required;
      return issue.expected === 'int' ? fieldMessages.notWhole : fieldMessages.invalid;
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? fieldMessages.tooLong
        : issue.origin === 'date'
          ? fieldMessages.invalid
          : fieldMessages.tooLarge;
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array') {
        return Number(issue.minimum) <= 1 ? fieldMessages.required : fieldMessages.tooShort;
      }
      return issue.origin === 'date' ? fieldMessages.invalid : fieldMessages.tooSmall;
    case 'invalid_value':
      return fieldMessages.notOffered;
    case 'custom':
    case 'invalid_element':
    case 'invalid_format':
    case 'invalid_key':
    case 'invalid_union':
    case 'not_multiple_of':
    case 'unrecognized_keys':
      return fieldMessages.invalid;
  }
}

// Every schema of every app shares one zod: this sets the fallback for all of them.
z.config({ customError: fieldMessageOf });

export const amountDecimalsMessage = fieldMessages.amountDecimals;
export const remoteIdRequiredMessage = fieldMessages.remoteIdRequired;

/** A decimal numeral as forms and query strings carry numbers: '12', '12.50', '-3', '.5', '1e3'. */
const DECIMAL_NUMERAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * A numeric field of a request: a JSON number, or text holding a decimal numeral (forms and
 * query strings). It replaces z.coerce.number(), whose Number() turned `true` into 1, `[5]` into
 * 5 and '0x1F' into 31, so a wrong type could place a bet or adjust a balance.
 */
export function numeral<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return DECIMAL_NUMERAL.test(text) ? Number(text) : value;
  }, schema);
}

/**
 * Form values arrive as '' or whitespace when a field is left empty, and JSON clients may send
 * null. Treating both as missing gives them the field's "required" message, not a range message.
 */
export function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** A numeric field of a form or query string, where blank or null counts as missing. */
export function formNumeral<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess(blankToUndefined, numeral(schema));
}

/**
 * Trimmed text that must not be empty; later checks do not run on an empty value. With `max`, the
 * same message refuses longer text (a field with a length message of its own chains `.max`).
 */
export function requiredText(message: string, max?: number) {
  const filled = z.string({ error: message }).trim().min(1, { error: message, abort: true });
  return max === undefined ? filled : filled.max(max, message);
}

/**
 * A phone number as people type it, in the one form the site stores and compares: Bangla digits
 * read as ASCII ones; spaces, dashes, dots and brackets dropped; a Bangladeshi mobile number given
 * with its country code (+880 1711…, 8801711…, 00880…, +88 01711…) kept as the digits written
 * at home (01711…); any other leading + dropped. What is left is for the field's check.
 */
export function normalizePhoneNumber(typed: string): string {
  const asciiDigits = typed.replace(/[\u09E6-\u09EF]/g, (digit) =>
    String(digit.charCodeAt(0) - 0x09e6),
  );
  const compact = asciiDigits.replace(/[\s\-().]/g, '');
  // Bangladesh's code is 880: the local number starts at its 0, and must then be whole.
  const bangladeshi = /^(?:\+|00)?88(0[0-9]*)$/.exec(compact);
  if (bangladeshi?.[1]) return bangladeshi[1];
  return compact.replace(/^\+/, '');
}

/** A phone field: normalised (above), then ASCII digits, 10 to 15 unless `digits` says. */
export function phoneNumberText(
  requiredMessage: string,
  invalidMessage: string,
  digits: { min: number; max: number } = { min: PHONE_DIGITS_MIN, max: PHONE_DIGITS_MAX },
) {
  return z
    .string({ error: requiredMessage })
    .transform(normalizePhoneNumber)
    .pipe(
      requiredText(requiredMessage)
        .regex(DIGITS, invalidMessage)
        .min(digits.min, invalidMessage)
        .max(digits.max, invalidMessage),
    );
}

/** Text that must not be empty, taken as typed: a password, or the confirmation of one. */
export function requiredSecret(message: string) {
  return z.string({ error: message }).min(1, { error: message, abort: true });
}

/** A positive integer id from a body, a path or a query string. */
export function idField(message: string) {
  return formNumeral(positiveWholeNumber(message));
}

/** An optional positive id: missing, blank, null and 0 all mean "none". */
export function optionalIdField(message: string) {
  return z.preprocess(
    (value) => (value === 0 || value === '0' ? undefined : blankToUndefined(value)),
    numeral(positiveWholeNumber(message).optional()),
  );
}

/** A taka amount typed by the player: required, within the range, at most two decimals. */
export function takaAmountField(options: {
  requiredMessage: string;
  outOfRangeMessage: string;
  minTaka: number;
  maxTaka: number;
}) {
  return z.preprocess(
    blankToUndefined,
    numeral(
      z
        .number({ error: options.requiredMessage })
        .min(options.minTaka, { error: options.outOfRangeMessage, abort: true })
        .max(options.maxTaka, { error: options.outOfRangeMessage, abort: true })
        .refine(isWholePaisa, amountDecimalsMessage),
    ),
  );
}

/** The rule shared by password reset and password change; one message covers every failure. */
export function newPasswordField(message: string) {
  return z.string({ error: message }).regex(NEW_PASSWORD_PATTERN, message);
}

/** `remote_id` is checked against the session's player; it never chooses whose data is read. */
export const remoteIdField = idField(remoteIdRequiredMessage);
export const remoteIdQuerySchema = z.object({ remote_id: remoteIdField });
export type RemoteIdQuery = z.infer<typeof remoteIdQuerySchema>;

/**
 * For an object-level refinement: run it only when the object parsed and the named fields passed
 * their own checks, so a mismatch is never reported on top of "required".
 */
export function whenFieldsPassed(...fields: readonly string[]) {
  return (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => {
      const first = issue.path?.[0];
      return first === undefined || fields.includes(String(first));
    });
}

/**
 * The object-level check that `confirmation` repeats `field`, reported on the confirmation once
 * both passed their own checks. Spread into `.refine(...)`.
 */
export function confirmationOf<Field extends string, Confirmation extends string>(
  field: Field,
  confirmation: Confirmation,
  message: string,
): [
  (value: Record<Field | Confirmation, unknown>) => boolean,
  { message: string; path: string[]; when: ReturnType<typeof whenFieldsPassed> },
] {
  return [
    (value) => value[field] === value[confirmation],
    { message, path: [confirmation], when: whenFieldsPassed(field, confirmation) },
  ];
}

/** The answer of a call whose success the spec reads as `success` plus a message. */
export const successResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;
