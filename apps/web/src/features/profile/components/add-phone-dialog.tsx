/**
 * The add-new-phone popup: one number (typed after the fixed +88, as at signup). The server's
 * refusal of the number (taken, the limit) shows under the field; anything else above the button.
 */
import { addPhoneRequestSchema, MOBILE_SIGNUP_PHONE_PREFIX } from '@khela/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { isApiError } from '../../../shared/api-client';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { FormAlert } from '../../../shared/ui/form-alert';
import { TextField } from '../../../shared/ui/text-field';
import { useAddPhone } from '../api/add-phone';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';

export function AddPhoneDialog({
  isOpen,
  onClose,
  onAdded,
}: {
  isOpen: boolean;
  onClose: () => void;
  onAdded: (phone: string, message: string) => void;
}) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const addPhone = useAddPhone();
  const [phone, setPhone] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  const close = () => {
    setPhone('');
    setFieldError(undefined);
    setFailure(undefined);
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const parsed = addPhoneRequestSchema.safeParse({ phone });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    try {
      const answer = await addPhone.mutateAsync(parsed.data);
      setPhone('');
      onAdded(parsed.data.phone, answer.message);
    } catch (error) {
      const phoneError = isApiError(error) ? error.errors?.['phone']?.[0] : undefined;
      if (phoneError) {
        setFieldError(phoneError);
        inputRef.current?.focus();
      } else {
        setFailure(
          isApiError(error) && error.serverMessage ? error.serverMessage : t('profile.addFailed'),
        );
      }
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={t('profile.addPhoneTitle')}
      closeLabel={t('profile.close')}
      initialFocusRef={inputRef}
      size="sm"
    >
      <form
        className="profile-dialog stack-3"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <p>{t('profile.addPhoneIntro')}</p>
        <TextField
          ref={inputRef}
          name="phone"
          label={t('profile.newPhone')}
          hint={t('profile.newPhoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          prefix={MOBILE_SIGNUP_PHONE_PREFIX}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={fieldError ? translate(fieldError) : undefined}
        />
        <FormAlert message={failure ? translate(failure) : undefined} />
        <Button type="submit" block isBusy={addPhone.isPending} busyLabel={t('profile.adding')}>
          {t('profile.add')}
        </Button>
      </form>
    </Dialog>
  );
}
