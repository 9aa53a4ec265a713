/** The first message of each field from a schema check, for showing under the fields. */
export interface CheckIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export function firstMessageByField(
  issues: readonly CheckIssue[],
): Partial<Record<string, string>> {
  const messages: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (field === undefined) continue;
    const name = String(field);
    messages[name] ??= issue.message;
  }
  return messages;
}
