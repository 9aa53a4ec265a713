/**
 * The e-mail and phone code popups: the 6-digit code, the time left (m:ss), Confirm; once the
 * code has run out, a new one can be sent from here. A wrong code opens the error modal above it.
 */
import { verifyEmailRequestSchema } from '@khela/contract';
import { useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toLocalDigits } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/use-format';
import { keepingDigits } from '../../../shared/forms/digits';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { inputKinds } from '../../../shared/forms/input-kinds';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { TextField } from '../../../shared/ui/text-field';
import { useVerifyContact } from '../api/verification-calls';
import { codeFailureMessage } from '../profile-failures';
import { formatCountdown } from '../countdown';
import type { Contact } from '../contact';

export interface CodeDialogProps {
  /** The contact whose code is being entered; the screen keys the dialog by it. */
  contact: Contact;
  secondsLeft: number;
  isResending: boolean;
  onClose: () => void;
  onResend: (contact: Contact) => void;
  onVerified: (contact: Contact, message: string) => void;
  onFailure: (message: string) => void;
}

export function CodeDialog({
  contact,
  secondsLeft,
  isResending,
  onClose,
  onResend,
  onVerified,
  onFailure,
}: CodeDialogProps) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const verify = useVerifyContact();
  const form = useContractForm(verifyEmailRequestSchema, { defaultValues: { code: '' } });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const codeField = keepingDigits(form.field('code'));

  const isExpired = secondsLeft <= 0;
  const time = toLocalDigits(formatCountdown(secondsLeft), language);

  const onSubmit = form.submit(async ({ code }) => {
    try {
      const answer = await verify.mutateAsync({ contact, code });
      onVerified(contact, answer.message);
    } catch (error) {
      onFailure(codeFailureMessage(error));
    }
  });

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={contact.kind === 'email' ? t('profile.emailCodeTitle') : t('profile.phoneCodeTitle')}
      closeLabel={t('profile.close')}
      initialFocusRef={inputRef}
      size="sm"
    >
      <form className="profile-dialog stack-3" onSubmit={onSubmit} noValidate>
        <p>{t('profile.codeSentTo', { target: contact.value })}</p>
        <TextField
          label={t('profile.code')}
          hint={t('profile.codeHint')}
          {...inputKinds.oneTimeCode}
          maxLength={6}
          disabled={isExpired}
          {...codeField}
          ref={(element) => {
            codeField.ref(element);
            inputRef.current = element;
          }}
        />
        <p className="profile-dialog__timer text-muted-sm" aria-live="polite">
          {isExpired ? t('profile.expired') : t('profile.expiresIn', { time })}
        </p>
        {isExpired ? (
          <Button
            block
            isBusy={isResending}
            busyLabel={t('profile.sending')}
            onClick={() => {
              form.reset();
              onResend(contact);
            }}
          >
            {t('profile.sendNewCode')}
          </Button>
        ) : (
          <Button type="submit" block isBusy={verify.isPending} busyLabel={t('profile.confirming')}>
            {t('profile.confirm')}
          </Button>
        )}
      </form>
    </Dialog>
  );
}
