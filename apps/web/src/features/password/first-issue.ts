/**
 * The change-password checks run in the spec's order ([contract: Validation]) and the form shows one message at a
 * time: the first failing check's, at its field.
 */
import { changePasswordRequestSchema } from '@khela/contract';

export interface PasswordForm {
  old_password: string;
  new_password: string;
  new_password_confirmation: string;
}

export type FirstIssue = { field: keyof PasswordForm; message: string } | undefined;

export function firstIssueOf(form: PasswordForm): FirstIssue {
  const parsed = changePasswordRequestSchema.safeParse(form);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  if (!issue) return undefined;
  const field = String(issue.path[0] ?? 'new_password') as keyof PasswordForm;
  return { field, message: issue.message };
}
