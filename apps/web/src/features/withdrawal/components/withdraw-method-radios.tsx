/**
 * The payment method radios of /withdrawal: one card per active provider, with its logo. While the
 * list loads the cards are skeletons; a failed list offers a retry; an empty one says so ([contract: Error texts]).
 */
import { withdrawMessages } from '@khela/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Skeleton } from '../../../shared/ui/loaders';
import { RetryNote } from '../../../shared/ui/retry-note';
import { useWithdrawMethods } from '../api/get-withdraw-methods';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { LazyImage } from '../../../shared/ui/lazy-image';

const SKELETON_CARDS = 3;

export function WithdrawMethodRadios({
  field,
  error,
}: {
  field: UseFormRegisterReturn<'provider'>;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const methods = useWithdrawMethods();

  let options;
  if (methods.isPending) {
    options = Array.from({ length: SKELETON_CARDS }, (_, index) => (
      <Skeleton key={index} height={72} radius="var(--radius-md)" />
    ));
  } else if (methods.isError) {
    options = (
      <RetryNote
        message={t('withdrawal.methodsFailed')}
        onRetry={() => void methods.refetch()}
        className="notice notice--error withdrawal-note withdrawal-methods__wide"
        retryClassName="notice__retry withdrawal-note__retry"
      />
    );
  } else if (methods.data.methods.length === 0) {
    options = (
      <p className="notice withdrawal-note withdrawal-methods__wide">
        {translate(withdrawMessages.noMethods)}
      </p>
    );
  } else {
    options = methods.data.methods.map((method) => (
      <label key={method.id} className="withdrawal-method choice-card choice-card--stacked box">
        <input
          {...field}
          type="radio"
          value={method.name}
          className="choice-card__input"
          aria-describedby="withdrawal-provider-error"
        />
        <LazyImage className="withdrawal-method__icon" src={method.icon} width={40} height={40} />
        <span className="choice-card__name">{method.name}</span>
      </label>
    ));
  }

  return (
    <fieldset className="withdrawal-methods stack-2" aria-busy={methods.isPending || undefined}>
      <legend className="field__label">{t('withdrawal.paymentMethod')}</legend>
      <div className="withdrawal-methods__grid">{options}</div>
      <p id="withdrawal-provider-error" className="field__error" aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}
