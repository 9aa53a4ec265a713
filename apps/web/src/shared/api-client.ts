/**
 * The player app's client of the server: the client kit's request with the token the app keeps in
 * local storage, and `apiCall` for the calls the contract declares. Screens import the errors from
 * here too, so a feature names one module for its calls.
 */
import { createApiClient, createCallClient } from '@khela/client-kit';
import { readStorage, storageKeys } from './storage';

export {
  ApiError,
  NetworkError,
  REQUEST_TIMEOUT_MS,
  fieldErrorsOf,
  isApiError,
  isNetworkError,
  isUnauthenticated,
} from '@khela/client-kit';

export const apiRequest = createApiClient({ token: () => readStorage(storageKeys.token) });

/** A call declared in the contract: `apiCall(vipCalls.history, { query: { page } })`. */
export const apiCall = createCallClient(apiRequest);
