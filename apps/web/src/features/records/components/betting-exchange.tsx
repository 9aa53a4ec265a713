/**
 * The betting record's Exchange tab: bets by day with event, bet type, stake and net result
 * (green when won, red when lost, neutral while open); a tap opens the Exchange Record Details
 * popup, whose toggle switches between the summary and the details.
 */
import { exchangeRecordStatusTag, type ExchangeRecord } from '@khela/contract';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { exchangeResultTone, groupRowsByDay } from '../betting-record-list';

export function ExchangeBets({
  records,
  onOpen,
}: {
  records: readonly ExchangeRecord[];
  onOpen: (record: ExchangeRecord) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="record-days stack-4">
      {groupRowsByDay(records).map((day) => (
        <section key={day.day} aria-labelledby={`exchange-day-${day.day}`}>
          <h2 id={`exchange-day-${day.day}`} className="record-day__title text-muted-sm">
            {format.date(`${day.day}T00:00:00+06:00`)}
          </h2>
          <ul className="list-card">
            {day.rows.map((record) => (
              <li key={record.transaction_id}>
                <button type="button" className="record-row" onClick={() => onOpen(record)}>
                  <span className="record-row__main">
                    <span className="record-row__action">{record.event_name}</span>
                    <span className="record-row__time text-faint-xs">
                      {record.bet_type} · {t('records.betting.stake')}{' '}
                      {format.taka(Math.abs(record.stake))}
                    </span>
                  </span>
                  <span
                    className={`betting-amount betting-amount--${exchangeResultTone(record.status)}`}
                  >
                    {format.taka(Math.abs(record.net_profit_loss))}
                  </span>
                  <ChevronRight className="record-row__chevron" size={18} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function DetailRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

function ExchangeDetailBody({ record }: { record: ExchangeRecord }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [view, setView] = useState<'summary' | 'details'>('summary');
  const tag = exchangeRecordStatusTag(record.status);
  return (
    <div className="exchange-detail stack-3">
      <span className={`exchange-tag exchange-tag--${tag.toLowerCase()}`}>
        {t(`records.betting.tags.${tag}`)}
      </span>
      {view === 'summary' ? (
        <dl className="record-detail__list">
          <DetailRow label={t('records.betting.eventName')} value={record.event_name} />
          <DetailRow label={t('records.betting.transactionId')} value={record.transaction_id} />
          <DetailRow label={t('records.betting.amount')} value={format.taka(record.stake)} />
        </dl>
      ) : (
        <dl className="record-detail__list">
          <DetailRow label={t('records.betting.eventName')} value={record.event_name} />
          <DetailRow label={t('records.betting.gameType')} value={record.game_type} />
          <DetailRow label={t('records.betting.marketName')} value={record.market_name} />
          <DetailRow label={t('records.betting.selectionName')} value={record.selection_name} />
          <DetailRow label={t('records.betting.betType')} value={record.bet_type} />
          <DetailRow label={t('records.betting.stake')} value={format.taka(record.stake)} />
          <DetailRow
            label={t('records.betting.potentialProfit')}
            value={format.taka(record.potential_profit)}
          />
          <DetailRow
            label={t('records.betting.potentialLiability')}
            value={format.taka(record.potential_liability)}
          />
          <DetailRow label={t('records.betting.odds')} value={String(record.odds)} />
          <DetailRow
            label={t('records.betting.runs')}
            value={record.run === null ? '—' : String(record.run)}
          />
        </dl>
      )}
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={view === 'details'}
        onClick={() => setView(view === 'summary' ? 'details' : 'summary')}
      >
        {view === 'summary' ? t('records.betting.showDetails') : t('records.betting.showSummary')}
      </Button>
    </div>
  );
}

export function ExchangeDetailDialog({
  record,
  onClose,
}: {
  record: ExchangeRecord | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={record !== undefined}
      onClose={onClose}
      title={t('records.betting.exchangeDetailsTitle')}
      closeLabel={t('records.detail.close')}
    >
      {/* Keyed so each record opens on its summary. */}
      {record ? <ExchangeDetailBody key={record.transaction_id} record={record} /> : null}
    </Dialog>
  );
}
