/** Password recovery ([contract: Screens], [contract: Validation], [contract: Error texts]): usr-forgot-password and usr-reset-password. */
import { z } from 'zod';
import { defineCall } from './calls.js';
import { OTP_DIGITS } from './constants.js';
import {
  newPasswordField,
  normalizePhoneNumber,
  requiredText,
  successResponseSchema,
  requiredSecret,
  confirmationOf,
} from './fields.js';

export const recoveryChannels = ['email', 'sms'] as const;
export type RecoveryChannel = (typeof recoveryChannels)[number];

export const recoveryMessages = {
  emailRequired: 'Please enter your email address.',
  usernameRequired: 'Please enter your username.',
  phoneRequired: 'Please enter your phone number.',
  otpRequired: 'Please enter the OTP.',
  passwordRule: 'New Password must contain at least one number, one letter, and 8 characters long.',
  confirmRequired: 'Please confirm your new password.',
  confirmMismatch: 'Passwords do not match.',
  sendFailed: 'Failed to send OTP. Please try again.',
  sendError: 'An error occurred while sending the OTP. Please try again.',
  resetFailed: 'Failed to change password. Please try again.',
  resetSuccess: 'Password changed successfully. Please login with your new password.',
  /** Our wording: the spec only says the OTP has 6 digits. */
  otpInvalid: 'The OTP must be 6 digits.',
  /** Our wording, for a request that names neither tab. */
  channelInvalid: 'Please choose Email or SMS.',
  /** Our wording, from the server, for a wrong, used or expired OTP. */
  otpRejected: 'The OTP is invalid or has expired. Please request a new one.',
  /** The alert after a successful send, one per tab. */
  otpSentEmail: 'OTP sent successfully. Please check your email.',
  otpSentSms: 'OTP sent successfully. Please check your sms.',
} as const;

/** The alert after a successful send; `channel` is the tab used. */
export function otpSentMessage(channel: RecoveryChannel): string {
  return channel === 'email' ? recoveryMessages.otpSentEmail : recoveryMessages.otpSentSms;
}

const OTP_PATTERN = new RegExp(`^[0-9]{${OTP_DIGITS}}$`);

/** POST /api/usr-forgot-password. Each tab checks its own contact field, then the username. */
export const forgotPasswordRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('email'),
      email: requiredText(recoveryMessages.emailRequired),
      username: requiredText(recoveryMessages.usernameRequired),
    }),
    z.object({
      type: z.literal('sms'),
      // Compared with the stored number, so written as the site stores it (fields.ts).
      phone: z
        .string({ error: recoveryMessages.phoneRequired })
        .transform(normalizePhoneNumber)
        .pipe(requiredText(recoveryMessages.phoneRequired)),
      username: requiredText(recoveryMessages.usernameRequired),
    }),
  ],
  { error: recoveryMessages.channelInvalid },
);
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/**
 * Our design: the same answer whether or not the details match an account, so the form cannot be
 * used to discover accounts; a code goes out only when they do.
 */
export const forgotPasswordResponseSchema = successResponseSchema;
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/** POST /api/usr-reset-password. Checks run in the spec's order: OTP, password, confirmation. */
export const resetPasswordRequestSchema = z
  .object({
    otp: requiredText(recoveryMessages.otpRequired).regex(OTP_PATTERN, recoveryMessages.otpInvalid),
    password: newPasswordField(recoveryMessages.passwordRule),
    password_confirmation: requiredSecret(recoveryMessages.confirmRequired),
    username: requiredText(recoveryMessages.usernameRequired),
  })
  .refine(...confirmationOf('password', 'password_confirmation', recoveryMessages.confirmMismatch));
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Our design: `message` is the spec's success text, shown before the redirect to /login. */
export const resetPasswordResponseSchema = successResponseSchema;
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

/** Public: the player has no session while recovering the password. */
export const recoveryCalls = {
  requestOtp: defineCall({
    method: 'POST',
    path: '/api/usr-forgot-password',
    auth: 'public',
    body: forgotPasswordRequestSchema,
    answer: forgotPasswordResponseSchema,
    idempotent: false,
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/api/usr-reset-password',
    auth: 'public',
    body: resetPasswordRequestSchema,
    answer: resetPasswordResponseSchema,
    idempotent: false,
  }),
};
