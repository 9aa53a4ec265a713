/** Failures the spec says are "logged only": kept in the console for support, never shown. */
export function logError(message: string, error?: unknown): void {
  console.error(message, error);
}

/** Logs a failed call unless its caller cancelled it (a screen closed before the answer came). */
export function logFailedCall(
  message: string,
  error: unknown,
  signal: AbortSignal | undefined,
): void {
  if (!signal?.aborted) logError(message, error);
}

/**
 * Runs a call and, when it fails, logs the failure (as logFailedCall) before passing it on: the
 * try and catch each fetcher would otherwise write out around its request.
 */
export async function withFailureLog<T>(
  message: string,
  signal: AbortSignal | undefined,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    logFailedCall(message, error, signal);
    throw error;
  }
}
