/**
 * The desktop registration's two steps ([contract: Screens], [contract: Validation]): which fields each step holds, the
 * checks Next and Submit run in the spec's order, and where a server error sends the player back.
 */
import {
  currencyTypeCodes,
  DEFAULT_CALLING_CODE,
  DEFAULT_CURRENCY,
  desktopRegisterStep1RulesSchema,
  desktopRegisterStep1Schema,
  desktopRegisterStep2Schema,
} from '@khela/contract';

export interface RegisterValues {
  username: string;
  password: string;
  confirmPassword: string;
  /** The select's value: '8' (BDT), '7' (INR) or '17' (PKR). */
  currencyType: string;
  friendReferCode: string;
  realName: string;
  callingCode: string;
  phoneNumber: string;
  email: string;
  captcha: string;
  ageCheck: boolean;
}

export type RegisterField = keyof RegisterValues;
export type RegisterStep = 1 | 2;

export const stepFields: Record<RegisterStep, readonly RegisterField[]> = {
  1: ['username', 'password', 'confirmPassword', 'currencyType', 'friendReferCode'],
  2: ['realName', 'callingCode', 'phoneNumber', 'email', 'captcha', 'ageCheck'],
};

export function emptyRegisterValues(friendReferCode = ''): RegisterValues {
  return {
    username: '',
    password: '',
    confirmPassword: '',
    currencyType: String(currencyTypeCodes[DEFAULT_CURRENCY]),
    friendReferCode,
    realName: '',
    callingCode: DEFAULT_CALLING_CODE,
    phoneNumber: '',
    email: '',
    captcha: '',
    ageCheck: false,
  };
}

export interface StepProblem {
  message: string;
  /** The field to put the cursor in, when one field is to blame. */
  field: RegisterField | undefined;
}

function firstProblem(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): StepProblem | undefined {
  const issue = issues[0];
  if (!issue) return undefined;
  const field = issue.path[0];
  return {
    message: issue.message,
    field: typeof field === 'string' ? (field as RegisterField) : undefined,
  };
}

/**
 * Next: all of username, password and confirmation, then the two passwords equal, then the
 * username and password against the signup's rules, so the server's own check never refuses them
 * after step 2's captcha has been spent.
 */
export function checkStep1(values: RegisterValues): StepProblem | undefined {
  const filled = desktopRegisterStep1Schema.safeParse(values);
  if (!filled.success) return firstProblem(filled.error.issues);
  const ruled = desktopRegisterStep1RulesSchema.safeParse(values);
  return ruled.success ? undefined : firstProblem(ruled.error.issues);
}

/** Submit: all of full name, phone, e-mail and captcha, then the age confirmation. */
export function checkStep2(values: RegisterValues): StepProblem | undefined {
  const result = desktopRegisterStep2Schema.safeParse(values);
  return result.success ? undefined : firstProblem(result.error.issues);
}

/** The step a set of server errors belongs to: step 1 if any of its fields is named. */
export function stepOfErrors(fields: readonly string[]): RegisterStep {
  return fields.some((field) => (stepFields[1] as readonly string[]).includes(field)) ? 1 : 2;
}

/** What the server receives: the form's fields with the currency as its number. */
export function toRegisterRequest(values: RegisterValues) {
  return {
    username: values.username.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    currencyType: Number(values.currencyType),
    friendReferCode: values.friendReferCode.trim(),
    realName: values.realName.trim(),
    callingCode: values.callingCode,
    phoneNumber: values.phoneNumber.trim(),
    email: values.email.trim(),
    captcha: values.captcha.trim(),
    ageCheck: values.ageCheck,
  };
}
