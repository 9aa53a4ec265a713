/** A field's own error under it, tied to its input (aria-describedby) for screen readers. */
export function FieldError({
  id,
  messages,
}: {
  id: string;
  messages: readonly string[] | undefined;
}) {
  if (messages === undefined || messages.length === 0) return null;
  return (
    <p className="field-error" id={id}>
      {messages.join(' ')}
    </p>
  );
}

/** The props that mark an input invalid and point it at its error. */
export function invalidProps(id: string, messages: readonly string[] | undefined) {
  const invalid = messages !== undefined && messages.length > 0;
  return invalid ? { 'aria-invalid': true as const, 'aria-describedby': id } : {};
}
