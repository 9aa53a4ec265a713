/**
 * A form of the site's settings (the site's details, the social links): Save sends the fields it
 * holds, then says they are saved; the server's field errors go back to their fields, and any other
 * refusal shows above the button.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors, UpdateSiteSettingsRequest } from '@khela/contract';
import { fieldErrorsOf } from '../api/admin-api';
import { ChangeNotice } from '../ui/change-notice';
import { useSaveSettings } from './use-site-settings';

export function SettingsForm({
  label,
  values,
  savedNotice,
  saveLabel,
  children,
}: {
  /** The form's name for screen readers. */
  label: string;
  /** What Save sends. */
  values: UpdateSiteSettingsRequest;
  savedNotice: string;
  saveLabel: string;
  /** The fields, given the server's errors by field name. */
  children: (errors: FieldErrors) => ReactNode;
}) {
  const save = useSaveSettings();
  const [saved, setSaved] = useState(false);
  const errors = fieldErrorsOf(save.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setSaved(false);
    save.mutate(values, { onSuccess: () => setSaved(true) });
  };

  return (
    <form className="content-form" onSubmit={submit} aria-label={label} noValidate>
      {children(errors)}
      <ChangeNotice
        notice={saved ? savedNotice : ''}
        failure={Object.keys(errors).length === 0 ? save.error : null}
      />
      <div>
        <button className="button button-primary" type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : saveLabel}
        </button>
      </div>
    </form>
  );
}
