/**
 * The amount on /deposit: a free input with the range below it, and the spec's quick picks (in
 * its order) that fill it. Bangla digits typed on a Bangla keyboard are read as the same numbers.
 */
import {
  CURRENCY_SYMBOL,
  DEPOSIT_AMOUNT_TAKA_MAX,
  DEPOSIT_AMOUNT_TAKA_MIN,
  depositQuickPicksTaka,
} from '@khela/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toLocalDigits } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/use-format';
import { TextField } from '../../../shared/ui/text-field';
import type { ChoiceProps } from './choice-props';

/** '১,০০০' → '1000': Bangla digits become Latin ones and anything but digits and a dot goes. */
export function normalizeAmountInput(text: string): string {
  return text
    .replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - '০'.charCodeAt(0)))
    .replace(/[^0-9.]/g, '');
}

export function AmountPicker({ value, onChange }: ChoiceProps<string>) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="deposit-section stack-2">
      <TextField
        name="amount"
        label={t('deposit.amount')}
        prefix={CURRENCY_SYMBOL}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('deposit.amountPlaceholder')}
        // Shown in the chosen language's digits; read back as Latin ones.
        value={toLocalDigits(value, format.language)}
        onChange={(event) => onChange(normalizeAmountInput(event.target.value))}
        hint={t('deposit.range', {
          min: format.taka(DEPOSIT_AMOUNT_TAKA_MIN),
          max: format.taka(DEPOSIT_AMOUNT_TAKA_MAX),
        })}
      />
      <div className="quick-picks" role="group" aria-label={t('deposit.quickAmounts')}>
        {depositQuickPicksTaka.map((pick) => (
          <button
            key={pick}
            type="button"
            className="quick-pick box"
            aria-pressed={value !== '' && Number(value) === pick}
            onClick={() => onChange(String(pick))}
          >
            {format.number(pick)}
          </button>
        ))}
      </div>
    </div>
  );
}
