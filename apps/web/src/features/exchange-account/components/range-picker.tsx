/** The period of a report: Today, Yesterday, Last 7 days, Last 30 days, and the dates it covers. */
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toLocalDigits } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/use-format';
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
      <div
        className="exchange-account__chips"
        role="group"
        aria-label={t('exchangeAccount.rangeLabel')}
      >
        {accountRangePresets.map((choice) => (
          <button
            key={choice}
            type="button"
            className="exchange-account__chip"
            aria-pressed={choice === preset}
            onClick={() => onChange(choice)}
          >
            {t(`exchangeAccount.ranges.${choice}`)}
          </button>
        ))}
      </div>
      <p className="exchange-account__range-shown text-muted-sm">
        {t('exchangeAccount.rangeShown', {
          from: toLocalDigits(dayLabel(range.from), language),
          to: toLocalDigits(dayLabel(range.to), language),
        })}
      </p>
    </div>
  );
}
