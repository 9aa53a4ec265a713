/** Failures the spec says are "logged only": kept in the console for support, never shown. */
export function logError(message: string, error?: unknown): void {
  console.error(message, error);
}
