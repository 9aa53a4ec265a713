/**
 * The withdrawal form: payment method, amount, the verified phone to pay to, the reminder and
 * Submit. Submit runs the spec's checks in order ([contract: Validation]), then the pre-check, then posts the
 * withdrawal; 'Withdrawal successful!' is acknowledged and the player goes on to /payment-request
 * with the amount and the method's icon.
 */
import {
  submitWithdrawRequestSchema,
  withdrawBlockedMessage,
  withdrawMessages,
} from '@khela/contract';
import { CircleAlert } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { newIdempotencyKey } from '@khela/client-kit';
import { userQueryOptions, useUser } from '../../../shared/session/get-user';
import { readRemoteId } from '../../../shared/session/session-store';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/select-field';
import {
  hasPendingTransaction,
  transactionsQueryOptions,
} from '../../../shared/wallet/get-transactions';
import { useWithdrawCheck } from '../api/check-withdraw';
import { otherPhonesQueryOptions, useOtherPhones } from '../../../shared/session/get-other-phones';
import { useWithdrawMethods } from '../api/get-withdraw-methods';
import { useSubmitWithdraw } from '../api/submit-withdraw';
import { withdrawCheckProblem, type WithdrawCheckProblem } from '../withdraw-check-problem';
import {
  verifiedPhones,
  withdrawFields,
  withdrawFieldsSchema,
  withdrawPaymentId,
  type WithdrawAccountState,
  type WithdrawField,
} from '../withdraw-rules';
import { withdrawSubmitFailure } from '../withdraw-submit-failure';
import { AmountPicker } from './amount-picker';
import { WithdrawMethodRadios } from './withdraw-method-radios';
import { WithdrawProblemMessage, type ProblemLinks } from './withdraw-problem-message';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { paths } from '../../../shared/routing/paths';
import { AlertDialog } from '../../../shared/ui/alert-dialog';

/** What /payment-request reads from the navigation state. */
interface PaymentRequestState {
  amount: number;
  icon: string;
}

export interface WithdrawFormProps {
  /** withdrawal_status 0: the form shows but cannot be used. */
  isDisabled: boolean;
  links: ProblemLinks;
}

export function WithdrawForm({ isDisabled, links }: WithdrawFormProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useUser();
  const otherPhones = useOtherPhones();
  const methods = useWithdrawMethods();
  const check = useWithdrawCheck();
  const submitMutation = useSubmitWithdraw();
  const [failure, setFailure] = useState<WithdrawCheckProblem>();
  const [success, setSuccess] = useState<{ message: string; state: PaymentRequestState }>();
  // The spec shows the first failure only; a field's message goes as soon as that field changes.
  const form = useContractForm(withdrawFieldsSchema, {
    defaultValues: { provider: '', amount: '', account_number: '' },
    isOneMessageAtATime: true,
  });
  const { setError, setValue, getValues, control } = form;
  const { errors, isSubmitting } = form.formState;

  /** A field's registration whose change takes its message away until the next Submit. */
  const register = <Name extends WithdrawField>(name: Name) => {
    const registration = form.register(name);
    return {
      ...registration,
      onChange: (event: Parameters<typeof registration.onChange>[0]) => {
        form.clearErrors(name);
        return registration.onChange(event);
      },
    };
  };

  // The schema also takes a number (a JSON body's), so its input type is wider than the text here.
  const typedAmount = useWatch({ control, name: 'amount' });
  const amount = typeof typedAmount === 'string' ? typedAmount : '';
  const phones = user.data ? verifiedPhones(user.data, otherPhones.data ?? []) : [];
  const firstPhone = phones[0];
  useEffect(() => {
    // The select shows the first verified phone; the form value follows once it is known.
    if (firstPhone && getValues('account_number') === '') setValue('account_number', firstPhone);
  }, [firstPhone, getValues, setValue]);

  /** Where this player stands now: the phone and the pending withdrawal are read fresh. */
  const readAccountState = async (remoteId: number): Promise<WithdrawAccountState> => {
    const [player, extraPhones, transactions] = await Promise.all([
      queryClient.ensureQueryData(userQueryOptions(remoteId)),
      // Without the extra phones the primary one still decides (the read is logged).
      queryClient.ensureQueryData(otherPhonesQueryOptions(remoteId)).catch(() => []),
      queryClient.fetchQuery(transactionsQueryOptions(remoteId)),
    ]);
    return {
      withdrawalsEnabled: !isDisabled,
      hasVerifiedPhone: verifiedPhones(player, extraPhones).length > 0,
      hasPendingWithdraw: hasPendingTransaction(transactions, 'withdraw'),
    };
  };

  /**
   * The spec's first checks are the account's (switched on, a verified phone, no pending
   * withdrawal), before any field's: the player's id once they pass, else undefined with the
   * reason shown.
   */
  const remoteIdOnceAccountPasses = async (): Promise<number | undefined> => {
    const remoteId = readRemoteId();
    if (remoteId === undefined) return undefined;
    let account: WithdrawAccountState;
    try {
      account = await readAccountState(remoteId);
    } catch {
      setFailure({ kind: 'message', message: withdrawMessages.failed });
      return undefined;
    }
    const blocked = withdrawBlockedMessage(account);
    if (blocked) {
      setFailure({ kind: 'message', message: blocked });
      return undefined;
    }
    return remoteId;
  };

  const send = async (remoteId: number, values: z.output<typeof withdrawFieldsSchema>) => {
    // The pre-check must have said yes; a refusal is asked again, it may be fixed by now.
    if (check.data?.success !== true) {
      const again = await check.refetch();
      if (again.isError) {
        setFailure(withdrawCheckProblem(again.error));
        return;
      }
    }
    const list = methods.data;
    const method = list?.methods.find((candidate) => candidate.name === values.provider);
    if (!list || !method) {
      setError('provider', { type: 'check', message: withdrawMessages.paymentMethodRequired });
      return;
    }
    const request = submitWithdrawRequestSchema.parse({
      ...values,
      remote_id: remoteId,
      payment_id: withdrawPaymentId(method, list.isEwallet),
    });
    try {
      const response = await submitMutation.mutateAsync({
        request,
        idempotencyKey: newIdempotencyKey(),
      });
      setSuccess({
        message: response.message || withdrawMessages.success,
        state: { amount: request.amount, icon: method.icon },
      });
    } catch (error) {
      const result = withdrawSubmitFailure(error);
      for (const field of withdrawFields) {
        const message = result.fieldErrors[field];
        if (message) setError(field, { type: 'server', message }, { shouldFocus: true });
      }
      setFailure(result.problem);
    }
  };

  const onSubmit = form.submit(
    async (values) => {
      const remoteId = await remoteIdOnceAccountPasses();
      if (remoteId !== undefined) await send(remoteId, values);
    },
    async () => {
      // A field's message waits while the account's checks have something to say.
      if ((await remoteIdOnceAccountPasses()) === undefined) form.clearErrors();
    },
  );

  const phoneOptions =
    phones.length > 0
      ? phones.map((phone) => ({ value: phone, label: phone }))
      : [
          {
            value: '',
            label: user.isPending ? t('common.loading') : t('withdrawal.noVerifiedPhone'),
          },
        ];

  return (
    <form
      className="withdrawal-form"
      onSubmit={(event) => {
        setFailure(undefined);
        onSubmit(event);
      }}
      noValidate
    >
      <fieldset className="withdrawal-form__fields stack-4" disabled={isDisabled}>
        <WithdrawMethodRadios field={register('provider')} error={form.errorOf('provider')} />
        <AmountPicker
          field={register('amount')}
          value={amount}
          onPick={(amountTaka) =>
            setValue('amount', String(amountTaka), { shouldValidate: Boolean(errors.amount) })
          }
          error={form.errorOf('amount')}
        />
        <SelectField
          {...register('account_number')}
          label={t('withdrawal.accountNumber')}
          options={phoneOptions}
          error={form.errorOf('account_number')}
        />
        <section
          className="withdrawal-reminder stack-1"
          aria-labelledby="withdrawal-reminder-title"
        >
          <h2 id="withdrawal-reminder-title" className="withdrawal-reminder__title">
            {t('withdrawal.reminderTitle')}
          </h2>
          <ul className="withdrawal-reminder__list text-muted-sm stack-1">
            <li>{t('withdrawal.reminderPhone')}</li>
            <li>{t('withdrawal.reminderOnePending')}</li>
            <li>{t('withdrawal.reminderHold')}</li>
          </ul>
        </section>
        <div className="form-alert-region" role="alert" aria-live="assertive">
          {failure ? (
            <p className="form-alert">
              <CircleAlert size={18} aria-hidden="true" />
              <WithdrawProblemMessage problem={failure} links={links} />
            </p>
          ) : null}
        </div>
        <Button type="submit" block isBusy={isSubmitting} busyLabel={t('withdrawal.submitting')}>
          {t('withdrawal.submit')}
        </Button>
      </fieldset>
      <AlertDialog
        isOpen={success !== undefined}
        title={success ? translate(success.message) : ''}
        okLabel={t('withdrawal.ok')}
        onClose={() => {
          if (success) void navigate(paths.paymentRequest.getHref(), { state: success.state });
        }}
      />
    </form>
  );
}
