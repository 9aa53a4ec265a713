/**
 * The add-new-phone popup: one number (typed after the fixed +88, as at signup). The server's
 * refusal of the number (taken, the limit) shows under the field; anything else above the button.
 */
import { addPhoneRequestSchema, MOBILE_SIGNUP_PHONE_PREFIX } from '@khela/contract';
import { useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { inputKinds } from '../../../shared/forms/input-kinds';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { FormAlert } from '../../../shared/ui/form-alert';
import { TextField } from '../../../shared/ui/text-field';
import { useAddPhone } from '../api/add-phone';

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
  const addPhone = useAddPhone();
  const form = useContractForm(addPhoneRequestSchema, { defaultValues: { phone: '' } });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const phoneField = form.field('phone');

  const close = () => {
    form.reset();
    form.setFailure(undefined);
    onClose();
  };

  const onSubmit = form.submit(async (request) => {
    try {
      const answer = await addPhone.mutateAsync(request);
      form.reset();
      onAdded(request.phone, answer.message);
    } catch (error) {
      form.showRefusal(error, ['phone'], { failed: t('profile.addFailed') });
    }
  });

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={t('profile.addPhoneTitle')}
      closeLabel={t('profile.close')}
      initialFocusRef={inputRef}
      size="sm"
    >
      <form className="profile-dialog stack-3" onSubmit={onSubmit} noValidate>
        <p>{t('profile.addPhoneIntro')}</p>
        <TextField
          label={t('profile.newPhone')}
          hint={t('profile.newPhoneHint')}
          {...inputKinds.phone}
          prefix={MOBILE_SIGNUP_PHONE_PREFIX}
          {...phoneField}
          ref={(element) => {
            phoneField.ref(element);
            inputRef.current = element;
          }}
        />
        <FormAlert message={form.failureText} />
        <Button type="submit" block isBusy={addPhone.isPending} busyLabel={t('profile.adding')}>
          {t('profile.add')}
        </Button>
      </form>
    </Dialog>
  );
}
