/**
 * The payment method radios on /deposit: each provider once, with its logo, its name and, when it
 * pays one, the bonus percent tag. Native radios (visually replaced) keep arrow-key movement and
 * TalkBack's "radio button, 1 of 4" for free.
 */
import type { PaymentMethod } from '@khela/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { Skeleton } from '../../../shared/ui/loaders';
import { RetryNote } from '../../../shared/ui/retry-note';
import { usePaymentMethods } from '../api/get-payment-methods';
import { LazyImage } from '../../../shared/ui/lazy-image';
import type { ChoiceProps } from './choice-props';

const SKELETON_CARDS = 4;

export function MethodRadios({ value, onChange }: ChoiceProps<PaymentMethod>) {
  const { t } = useTranslation();
  const format = useFormat();
  const methods = usePaymentMethods();

  let body;
  if (methods.isPending) {
    body = (
      <div className="method-grid" aria-busy="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Skeleton key={index} height={84} radius="var(--radius-md)" />
        ))}
      </div>
    );
  } else if (methods.isError) {
    body = (
      <RetryNote message={t('deposit.methodsFailed')} onRetry={() => void methods.refetch()} />
    );
  } else if (methods.data.length === 0) {
    body = <p className="notice">{t('deposit.noMethods')}</p>;
  } else {
    body = (
      <div className="method-grid">
        {methods.data.map((method) => (
          <label
            key={method.id}
            className="method-card choice-card choice-card--stacked choice-card--covered box"
          >
            <input
              type="radio"
              name="payment-method"
              className="choice-card__input"
              value={method.name}
              checked={value === method.name}
              onChange={() => onChange(method)}
            />
            <LazyImage className="method-card__icon" src={method.icon} width={70} height={28} />
            <span className="choice-card__name">{method.name}</span>
            {method.bonus_percent > 0 ? (
              <span className="method-card__bonus">
                <span aria-hidden="true">+{format.number(method.bonus_percent)}%</span>
                <span className="visually-hidden">
                  {t('deposit.bonusLabel', { percent: format.number(method.bonus_percent) })}
                </span>
              </span>
            ) : null}
          </label>
        ))}
      </div>
    );
  }

  return (
    <fieldset className="deposit-section stack-2 deposit-fieldset">
      <legend className="field__label">{t('deposit.method')}</legend>
      {body}
    </fieldset>
  );
}
