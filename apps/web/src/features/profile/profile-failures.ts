/**
 * How the profile's failures read ([contract: Error texts]): a code that could not be sent or checked shows
 * the server's message, else 'Failed to send code'; a birthday that could not be saved shows
 * 'Failed to update DOFB', with the server's reason under it when there is one.
 */
import { profileMessages } from '@khela/contract';
import { isApiError } from '../../shared/api-client';

function serverMessageOf(error: unknown): string | undefined {
  return isApiError(error) ? error.serverMessage : undefined;
}

export function codeFailureMessage(error: unknown): string {
  return serverMessageOf(error) ?? profileMessages.sendCodeFailed;
}

export interface BirthdayFailure {
  message: typeof profileMessages.dofbFailed;
  reason: string | undefined;
}

export function birthdayFailure(error: unknown): BirthdayFailure {
  return { message: profileMessages.dofbFailed, reason: serverMessageOf(error) };
}
