/**
 * The birthday (/profile, [contract: States], [contract: Validation]): a date input with Save while none is set; once
 * saved it shows, locked. Saving needs a value, an adult's date since 1900; a refusal opens the
 * error modal with 'Failed to update DOFB'.
 */
import {
  birthdayRefusal,
  BIRTHDAY_YEAR_MIN,
  latestAdultBirthday,
  profileMessages,
} from '@khela/contract';
import { Lock } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useUpdateBirthday } from '../api/update-birthday';
import { birthdayFailure, type BirthdayFailure } from '../profile-failures';
import { dhakaToday } from '../today';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';

export function BirthdayForm({
  remoteId,
  savedBirthday,
  onSaved,
  onFailure,
}: {
  remoteId: number;
  savedBirthday: string | null;
  onSaved: () => void;
  onFailure: (failure: BirthdayFailure) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const translate = useMessageTranslator();
  const update = useUpdateBirthday();
  const [dofb, setDofb] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const today = dhakaToday();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = dofb.trim();
    const problem = value === '' ? profileMessages.birthdayRequired : birthdayRefusal(value, today);
    if (problem) {
      setFieldError(problem);
      inputRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    try {
      await update.mutateAsync({ remote_id: remoteId, dofb: value });
      onSaved();
    } catch (error) {
      onFailure(birthdayFailure(error));
    }
  };

  return (
    <section className="panel panel--compact" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__label">
        {t('profile.birthday')}
      </h2>
      {savedBirthday ? (
        <TextField
          name="dofb"
          label={t('profile.dateOfBirth')}
          // Shown as the app shows every date (DD/MM/YYYY), not in the phone's date-input format.
          value={format.date(savedBirthday)}
          readOnly
          disabled
          hint={t('profile.birthdayLocked')}
          prefix={<Lock size={16} />}
        />
      ) : (
        <form
          className="profile-birthday stack-3"
          onSubmit={(event) => void onSubmit(event)}
          noValidate
        >
          <TextField
            ref={inputRef}
            name="dofb"
            label={t('profile.dateOfBirth')}
            hint={t('profile.birthdayHint')}
            type="date"
            min={`${BIRTHDAY_YEAR_MIN}-01-01`}
            max={latestAdultBirthday(today)}
            value={dofb}
            onChange={(event) => setDofb(event.target.value)}
            error={fieldError ? translate(fieldError) : undefined}
          />
          <Button type="submit" block isBusy={update.isPending} busyLabel={t('profile.saving')}>
            {t('profile.save')}
          </Button>
        </form>
      )}
    </section>
  );
}
