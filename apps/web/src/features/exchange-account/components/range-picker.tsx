/** The period of a report: Today, Yesterday, Last 7 days, Last 30 days, and the dates it covers. */
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toLocalDigits } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/use-format';
import { ChoiceButtons } from '../../../shared/ui/choice-buttons';
import {
  accountRangePresets,
  dayLabel,
  type AccountRangePreset,
  type DayRange,
} from '../date-ranges';

export function RangePicker({
  preset,
  range,
  onChange,
}: {
  preset: AccountRangePreset;
  range: DayRange;
  onChange: (preset: AccountRangePreset) => void;
}) {
  const { t } = useTranslation();
  const { language } = useFormat();
  return (
    <div className="exchange-account__range stack-2">
      <ChoiceButtons
        className="exchange-account__chips"
        buttonClassName="exchange-account__chip"
        label={t('exchangeAccount.rangeLabel')}
        choices={accountRangePresets}
        chosen={preset}
        onChoose={onChange}
        renderChoice={(choice) => t(`exchangeAccount.ranges.${choice}`)}
      />
      <p className="exchange-account__range-shown text-muted-sm">
        {t('exchangeAccount.rangeShown', {
          from: toLocalDigits(dayLabel(range.from), language),
          to: toLocalDigits(dayLabel(range.to), language),
        })}
      </p>
    </div>
  );
}
