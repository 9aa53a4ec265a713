/**
 * The withdrawal amount: a free input with the displayed range 500.00 to 25,000.00, and the quick
 * picks (the deposit's without 100, [contract: Limits]) below it. A pick fills the input.
 */
import {
  WITHDRAW_AMOUNT_TAKA_MAX,
  WITHDRAW_AMOUNT_TAKA_MIN,
  withdrawQuickPicksTaka,
  CURRENCY_SYMBOL,
} from '@khela/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { ChoiceButtons } from '../../../shared/ui/choice-buttons';
import { TextField } from '../../../shared/ui/text-field';

export function AmountPicker({
  field,
  value,
  onPick,
  error,
}: {
  field: UseFormRegisterReturn<'amount'>;
  value: string;
  onPick: (amountTaka: number) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="withdrawal-amount stack-3">
      <TextField
        {...field}
        label={t('withdrawal.amount')}
        hint={t('withdrawal.amountRange', {
          min: format.taka(WITHDRAW_AMOUNT_TAKA_MIN),
          max: format.taka(WITHDRAW_AMOUNT_TAKA_MAX),
        })}
        prefix={CURRENCY_SYMBOL}
        inputMode="decimal"
        autoComplete="off"
        error={error}
      />
      <ChoiceButtons
        className="withdrawal-amount__picks"
        buttonClassName="withdrawal-amount__pick box"
        label={t('withdrawal.quickPicks')}
        choices={withdrawQuickPicksTaka}
        chosen={Number(value)}
        onChoose={onPick}
        renderChoice={(amountTaka) => format.number(amountTaka)}
      />
    </div>
  );
}
