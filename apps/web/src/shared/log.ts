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
