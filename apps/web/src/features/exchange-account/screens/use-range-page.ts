/**
 * The chosen period of a report (Today by default) and the page within it, back to 1 on change.
 * The days are fixed when the period is chosen, so a page open over midnight keeps its period.
 */
import { useState } from 'react';
import { dayRangeOf, type AccountRangePreset, type DayRange } from '../date-ranges';

export function useRangePage() {
  const [period, setPeriod] = useState<{ preset: AccountRangePreset; range: DayRange }>(() => ({
    preset: 'today',
    range: dayRangeOf('today', Date.now()),
  }));
  const [page, setPage] = useState(1);
  return {
    preset: period.preset,
    range: period.range,
    page,
    setPage,
    choose: (next: AccountRangePreset) => {
      setPeriod({ preset: next, range: dayRangeOf(next, Date.now()) });
      setPage(1);
    },
  };
}
