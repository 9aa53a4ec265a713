/**
 * The make-payment form for one deposit request. Until the timer runs out the player reports the
 * payment; once it has, the fields are disabled and a note sends the player back to /deposit.
 * Submit checks the phone (11 digits) and the TrxID (at least 7) with the contract's Bengali
 * messages, then confirms; every outcome opens the spec's message dialog.
 */
import {
  ewalletConfirmRequestSchema,
  makePaymentMessages,
  maskAccountNumber,
  normalizeAccountType,
  normalizePhoneNumber,
} from '@khela/contract';
import { TimerOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { useNavigate } from 'react-router';
import { toLocalDigits } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/use-format';
import { newIdempotencyKey } from '@khela/client-kit';
import { useUser } from '../../../shared/session/get-user';
import { Button } from '../../../shared/ui/button';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Spinner } from '../../../shared/ui/loaders';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { confirmFailure, useConfirmDeposit } from '../api/confirm-deposit';
import { useOtherPhones } from '../../../shared/session/get-other-phones';
import { fieldMessage } from '../api/wallet-call-errors';
import { makePaymentDeadlineMs, type MakePaymentState } from '../make-payment-state';
import { verifiedPayerPhones } from '../payer-phone';
import type { PaymentRequestState } from '../payment-request-state';
import { useCountdown } from '../use-countdown';
import { CopyRow } from './copy-row';
import { CountdownBadge } from './countdown-badge';
import { MessageDialog } from './message-dialog';
import { PaymentInstructions } from './payment-instructions';
import { ReceiptField } from './receipt-field';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { paths } from '../../../shared/routing/paths';

/** The select's value for typing a number that is not on the account. */
const OTHER_PHONE = 'other';

/** The player's two fields; `trx_id` and `receipt_id` are the screen's, checked once these pass. */
const payerFieldsSchema = ewalletConfirmRequestSchema.pick({ number: true, trxid: true });

type Notice = { kind: 'success'; text: string } | { kind: 'failure'; text: string };

export function MakePaymentForm({ state }: { state: MakePaymentState }) {
  const { t } = useTranslation();
  const format = useFormat();
  const translate = useMessageTranslator();
  const navigate = useNavigate();
  const player = useUser();
  const otherPhones = useOtherPhones();
  const confirmDeposit = useConfirmDeposit();
  const secondsLeft = useCountdown(makePaymentDeadlineMs(state));
  const isTimeUp = secondsLeft === 0;

  // Extra phones that fail to load leave the primary one and the typed number.
  const phones = player.data ? verifiedPayerPhones(player.data, otherPhones.data ?? []) : [];
  const [phoneChoice, setPhoneChoice] = useState<string>();
  const chosenPhone = phoneChoice ?? phones[0] ?? OTHER_PHONE;
  const [otherPhone, setOtherPhone] = useState('');
  const [receiptId, setReceiptId] = useState<string>();
  const [isUploading, setIsUploading] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const formRef = useRef<HTMLFormElement>(null);
  const onUploadingChange = useCallback((busy: boolean) => setIsUploading(busy), []);
  // A field's complaint goes as soon as the player changes that field, and is checked again on the
  // next Submit, not while typing.
  const form = useContractForm(payerFieldsSchema, {
    defaultValues: { number: '', trxid: '' },
    reValidateMode: 'onSubmit',
  });
  const payerNumber = chosenPhone === OTHER_PHONE ? otherPhone : chosenPhone;
  // `number` is the select's choice or the typed number, so no one input holds it (it is set on
  // Submit): when it is refused, the form focuses whichever control carries the name.
  const numberRef = form.register('number').ref;
  const [numberFocus] = useState(() => ({
    focus: () => formRef.current?.querySelector<HTMLElement>('[name="number"]')?.focus(),
  }));
  useEffect(() => numberRef(numberFocus), [numberRef, numberFocus]);
  const trxidField = form.field('trxid');

  const accountType = normalizeAccountType(state.accountType);
  const title = t(`makePayment.titles.${accountType}`);
  const amountText = format.taka(state.amount);
  const number = state.response.number;

  const onSubmit = form.submit(async (fields) => {
    const parsed = ewalletConfirmRequestSchema.safeParse({
      ...fields,
      trx_id: state.response.transaction,
      receipt_id: receiptId,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue) setNotice({ kind: 'failure', text: translate(issue.message) });
      return;
    }
    try {
      await confirmDeposit.mutateAsync({
        request: parsed.data,
        idempotencyKey: newIdempotencyKey(),
      });
      setNotice({ kind: 'success', text: makePaymentMessages.success });
    } catch (error) {
      const failure = confirmFailure(error);
      for (const field of ['number', 'trxid'] as const) {
        const message = fieldMessage(error, field);
        // The dialog below takes the focus; the fields only say what was wrong.
        if (message) form.setError(field, { type: 'server', message });
      }
      setNotice({
        kind: 'failure',
        text:
          failure.kind === 'refused'
            ? t('makePayment.submissionFailed', { message: translate(failure.serverMessage) })
            : failure.message,
      });
    }
  });

  const closeNotice = () => {
    if (notice?.kind === 'success') {
      const arrival: PaymentRequestState = { amount: state.amount, icon: state.icon };
      // Replace: going back must not return to a request that has been reported.
      void navigate(paths.paymentRequest.getHref(), { replace: true, state: arrival });
      return;
    }
    setNotice(undefined);
  };

  const phoneOptions = [
    ...phones.map((phone) => ({ value: phone, label: toLocalDigits(phone, format.language) })),
    { value: OTHER_PHONE, label: t('makePayment.otherPhone') },
  ];
  const isDisabled = isTimeUp || confirmDeposit.isPending;

  return (
    <div className="screen-body make-payment">
      <header className="make-payment__summary">
        <img
          className="make-payment__icon"
          src={state.icon}
          alt=""
          width={70}
          height={28}
          decoding="async"
        />
        <div className="make-payment__heading">
          <h1 className="make-payment__title">{title}</h1>
          <p className="make-payment__provider text-muted-sm">{state.provider}</p>
        </div>
        <CountdownBadge label={t('makePayment.timeLeft')} secondsLeft={secondsLeft} />
      </header>

      {isTimeUp ? (
        <div className="notice notice--error" role="alert">
          <TimerOff size={20} aria-hidden="true" />
          <p>{t('makePayment.timeUp')}</p>
          <ButtonLink to={paths.deposit.getHref()} size="sm">
            {t('makePayment.startAgain')}
          </ButtonLink>
        </div>
      ) : null}

      <PaymentInstructions provider={state.provider} action={title} amount={amountText} />

      <section className="panel deposit-card">
        <CopyRow
          label={t('makePayment.receivingNumber')}
          shown={
            <span className="make-payment__number">
              {toLocalDigits(maskAccountNumber(number), format.language)}
            </span>
          }
          copyValue={number}
          copyLabel={t('makePayment.copyNumber')}
          copiedLabel={t('makePayment.copied')}
          onNothingToCopy={() =>
            setNotice({ kind: 'failure', text: t('makePayment.nothingToCopy') })
          }
          onCopyFailed={() => setNotice({ kind: 'failure', text: t('makePayment.copyFailed') })}
        />
        <CopyRow
          label={t('makePayment.amount')}
          shown={<span className="make-payment__amount">{amountText}</span>}
          copyValue={state.amount > 0 ? String(state.amount) : ''}
          copyLabel={t('makePayment.copyAmount')}
          copiedLabel={t('makePayment.copied')}
          onNothingToCopy={() =>
            setNotice({ kind: 'failure', text: t('makePayment.nothingToCopy') })
          }
          onCopyFailed={() => setNotice({ kind: 'failure', text: t('makePayment.copyFailed') })}
        />
      </section>

      <form
        ref={formRef}
        className="deposit-form stack-5"
        noValidate
        onSubmit={(event) => {
          if (isTimeUp || confirmDeposit.isPending || isUploading) {
            event.preventDefault();
            return;
          }
          form.setValue('number', payerNumber);
          onSubmit(event);
        }}
      >
        <fieldset className="deposit-fieldset make-payment__fields stack-4" disabled={isDisabled}>
          <SelectField
            name={chosenPhone === OTHER_PHONE ? 'payer-phone' : 'number'}
            label={t('makePayment.payerPhone')}
            options={phoneOptions}
            value={chosenPhone}
            onChange={(event) => {
              setPhoneChoice(event.target.value);
              form.clearErrors('number');
            }}
            error={chosenPhone === OTHER_PHONE ? undefined : form.errorOf('number')}
          />
          {chosenPhone === OTHER_PHONE ? (
            <TextField
              name="number"
              label={t('makePayment.otherPhoneInput')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={otherPhone}
              onChange={(event) => {
                // Read as typed or pasted: Bangla digits, spaces, +880 (the contract's one form).
                setOtherPhone(normalizePhoneNumber(event.target.value));
                form.clearErrors('number');
              }}
              error={form.errorOf('number')}
            />
          ) : null}
          <TextField
            label={t('makePayment.trxId')}
            hint={t('makePayment.trxIdHint', { provider: state.provider })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...trxidField}
            onChange={(event) => {
              // Spaces around a pasted TrxID go as it arrives, so the check sees what was meant.
              event.target.value = event.target.value.trim();
              form.clearErrors('trxid');
              void trxidField.onChange(event);
            }}
          />
          <ReceiptField
            disabled={isDisabled}
            onReceiptId={setReceiptId}
            onUploadingChange={onUploadingChange}
          />
        </fieldset>
        {confirmDeposit.isPending ? (
          <div className="notice" role="status">
            <Spinner size={18} />
            <p>{t('makePayment.pending')}</p>
          </div>
        ) : null}
        <Button
          type="submit"
          block
          disabled={isTimeUp || isUploading}
          isBusy={confirmDeposit.isPending}
          busyLabel={t('makePayment.submitting')}
        >
          {t('makePayment.submit')}
        </Button>
      </form>

      <MessageDialog
        message={notice?.text}
        title={t('makePayment.dialogTitle')}
        okLabel={t('makePayment.ok')}
        onClose={closeNotice}
      />
    </div>
  );
}
