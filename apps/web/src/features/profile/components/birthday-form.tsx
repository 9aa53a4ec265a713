/**
 * The birthday (/profile, [contract: States], [contract: Validation]): a date input with Save while none is set; once
 * saved it shows, locked. Saving needs a value, an adult's date since 1900; a refusal opens the
 * error modal with 'Failed to update DOFB'.
 */
import {
  birthdayRefusal,
  BIRTHDAY_YEAR_MIN,
  latestAdultBirthday,
  profileUpdateRequestSchema,
} from '@khela/contract';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useUpdateBirthday } from '../api/update-birthday';
import { birthdayFailure, type BirthdayFailure } from '../profile-failures';
import { dhakaToday } from '../../../shared/format/dhaka-today';

/**
 * The contract's field check (a value, a date), then the server's range and age rule, judged on
 * the day the player presses Save: the server refuses those too, but only here can the field say
 * so before a call.
 */
const birthdaySchema = profileUpdateRequestSchema
  .pick({ dofb: true })
  .superRefine(({ dofb }, context) => {
    const problem = birthdayRefusal(dofb, dhakaToday());
    if (problem) context.addIssue({ code: 'custom', path: ['dofb'], message: problem });
  });

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
  const update = useUpdateBirthday();
  const form = useContractForm(birthdaySchema, { defaultValues: { dofb: '' } });
  const headingId = useId();
  const today = dhakaToday();

  const onSubmit = form.submit(async ({ dofb }) => {
    try {
      await update.mutateAsync({ remote_id: remoteId, dofb });
      onSaved();
    } catch (error) {
      onFailure(birthdayFailure(error));
    }
  });

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
        <form className="profile-birthday stack-3" onSubmit={onSubmit} noValidate>
          <TextField
            label={t('profile.dateOfBirth')}
            hint={t('profile.birthdayHint')}
            type="date"
            min={`${BIRTHDAY_YEAR_MIN}-01-01`}
            max={latestAdultBirthday(today)}
            {...form.field('dofb')}
          />
          <Button type="submit" block isBusy={update.isPending} busyLabel={t('profile.saving')}>
            {t('profile.save')}
          </Button>
        </form>
      )}
    </section>
  );
}
