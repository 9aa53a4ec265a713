/** A field's own error under it, tied to the input for screen readers. */
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

/** Field errors from a zod result, keyed by the dotted path as the server keys them. */
export function issuesByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    const messages = (errors[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/**
 * A form's values checked by its schema before the review: the values when they pass, with the
 * form's errors cleared; when they do not, the errors go to their fields and nothing comes back.
 */
export function checkedValues<Values>(
  result:
    | { success: true; data: Values }
    | { success: false; error: { issues: Parameters<typeof issuesByField>[0] } },
  setErrors: (errors: Record<string, string[]>) => void,
): Values | undefined {
  if (!result.success) {
    setErrors(issuesByField(result.error.issues));
    return undefined;
  }
  setErrors({});
  return result.data;
}

/** Under a form's button: why the form did not go on to its review. */
export function FieldsMarked({ errors }: { errors: Record<string, string[]> }) {
  if (Object.keys(errors).length === 0) return null;
  return (
    <p className="form-error" role="alert">
      Check the fields marked above.
    </p>
  );
}
