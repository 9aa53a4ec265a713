/**
 * What a verification code is for, and the calls that send and check it: the account's e-mail
 * and primary phone share send-verification-code; an extra phone has its own pair under /add.
 */
import { profileCalls } from '@khela/contract';

export type ContactKind = 'email' | 'phone' | 'extra_phone';

export interface Contact {
  kind: ContactKind;
  /** The address or number the code goes to, as the server knows it. */
  value: string;
}

/** One countdown and one popup per contact. */
export function contactKey(contact: Contact): string {
  return `${contact.kind}:${contact.value}`;
}

export interface ContactCall {
  path: string;
  body: Record<string, string>;
}

export function sendCodeCall(contact: Contact): ContactCall {
  switch (contact.kind) {
    case 'email':
      return { path: profileCalls.sendVerificationCode.path, body: { email: contact.value } };
    case 'phone':
      return { path: profileCalls.sendVerificationCode.path, body: { phone: contact.value } };
    case 'extra_phone':
      return { path: profileCalls.addPhoneSendCode.path, body: { phone: contact.value } };
  }
}

export function verifyCodeCall(contact: Contact, code: string): ContactCall {
  switch (contact.kind) {
    case 'email':
      return { path: profileCalls.verifyEmail.path, body: { code } };
    case 'phone':
      return { path: profileCalls.verifyPhone.path, body: { verification_code: code } };
    case 'extra_phone':
      return {
        path: profileCalls.addPhoneVerify.path,
        body: { verification_code: code, phone: contact.value },
      };
  }
}

/** The request field a verify call's code travels in, where the server reports a wrong code. */
export function codeField(contact: Contact): string {
  return contact.kind === 'email' ? 'code' : 'verification_code';
}
