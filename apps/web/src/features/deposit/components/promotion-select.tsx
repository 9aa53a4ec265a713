/** The promotion select on /deposit: "No promotion" first, then each promotion with its bonus. */
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { Skeleton } from '../../../shared/ui/loaders';
import { RetryNote } from '../../../shared/ui/retry-note';
import { SelectField } from '../../../shared/ui/select-field';
import { useDepositPromotions } from '../api/get-deposit-promotions';
import type { ChoiceProps } from './choice-props';

export function PromotionSelect({ value, onChange }: ChoiceProps<string>) {
  const { t } = useTranslation();
  const format = useFormat();
  const promotions = useDepositPromotions();

  if (promotions.isPending) {
    return (
      <div className="deposit-section stack-2" aria-busy="true">
        <span className="field__label">{t('deposit.promotion')}</span>
        <Skeleton height={48} radius="var(--radius-md)" />
      </div>
    );
  }
  if (promotions.isError) {
    return (
      <div className="deposit-section stack-2">
        <span className="field__label">{t('deposit.promotion')}</span>
        <RetryNote
          message={t('deposit.promotionsFailed')}
          onRetry={() => void promotions.refetch()}
        />
      </div>
    );
  }
  const options = [
    { value: '', label: t('deposit.noPromotion') },
    ...promotions.data.map((promotion) => ({
      value: String(promotion.id),
      label: t('deposit.promotionOption', {
        name: promotion.name,
        percent: format.number(promotion.deposit_bouns),
      }),
    })),
  ];
  return (
    <SelectField
      name="promotion"
      label={t('deposit.promotion')}
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
