/**
 * The e-mail and phone code popups: the 6-digit code, the time left (m:ss), Confirm; once the
 * code has run out, a new one can be sent from here. A wrong code opens the error modal above it.
 */
import { verifyEmailRequestSchema } from '@khela/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toLocalDigits } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/use-format';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { TextField } from '../../../shared/ui/text-field';
import { useVerifyContact } from '../api/verification-calls';
import { codeFailureMessage } from '../profile-failures';
import { formatCountdown } from '../countdown';
import type { Contact } from '../contact';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';

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
  const translate = useMessageTranslator();
  const verify = useVerifyContact();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  const isExpired = secondsLeft <= 0;
  const time = toLocalDigits(formatCountdown(secondsLeft), language);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = verifyEmailRequestSchema.safeParse({ code });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    try {
      const answer = await verify.mutateAsync({ contact, code: parsed.data.code });
      onVerified(contact, answer.message);
    } catch (error) {
      onFailure(codeFailureMessage(error));
    }
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={contact.kind === 'email' ? t('profile.emailCodeTitle') : t('profile.phoneCodeTitle')}
      closeLabel={t('profile.close')}
      initialFocusRef={inputRef}
      size="sm"
    >
      <form
        className="profile-dialog stack-3"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <p>{t('profile.codeSentTo', { target: contact.value })}</p>
        <TextField
          ref={inputRef}
          name="code"
          label={t('profile.code')}
          hint={t('profile.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          error={fieldError ? translate(fieldError) : undefined}
          disabled={isExpired}
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
              setCode('');
              setFieldError(undefined);
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
