/** A finished match on the Result tab: its name, when it was settled, and the winner or void. */
import type { ExchangeResult } from '@khela/contract';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useFormat } from '../../../../shared/format/use-format';

export function ResultRow({ result }: { result: ExchangeResult }) {
  const { t } = useTranslation();
  const format = useFormat();
  const outcome = result.Void
    ? t('exchangeLists.results.void')
    : result.Winner === null
      ? t('exchangeLists.results.unknown')
      : t('exchangeLists.results.winner', { name: result.Winner });
  return (
    <li className="event-row box result-row" data-testid="result-row">
      <span className="event-row__name">{result.Event}</span>
      <span className={`result-row__outcome${result.Void ? ' result-row__outcome--void' : ''}`}>
        {outcome}
      </span>
      <time className="event-row__start text-muted-xs" dateTime={result.SettledAt}>
        {t('exchangeLists.results.settledAt', { time: format.dateTime(result.SettledAt) })}
      </time>
    </li>
  );
}
