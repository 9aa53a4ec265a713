/**
 * One turnover ticket ([contract: Screens] /turnover-record): title, date line, required amount,
 * progress bar and status, and a Details part saying what created it (the deposit's method, the
 * promotion's multiple and the amount it applies to).
 */
import { turnoverProgressPercent, type Turnover } from '@khela/contract';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { turnoverBaseTaka, turnoverDoneTaka, turnoverTitle } from '../turnover-tickets';

function useTicketTitle(turnover: Turnover): string {
  const { t } = useTranslation();
  const title = turnoverTitle(turnover);
  return title.kind === 'promotion' ? title.name : t(`records.turnover.titles.${title.kind}`);
}

function TicketDetails({
  turnover,
  id,
  isHidden,
}: {
  turnover: Turnover;
  id: string;
  isHidden: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const source = turnover.transaction;
  const multiple = source?.promotion?.turnover;
  const baseTaka = turnoverBaseTaka(turnover);
  return (
    <dl id={id} className="record-detail__list turnover-ticket__details" hidden={isHidden}>
      {source ? (
        <>
          <dt>{t('records.turnover.createdBy')}</dt>
          <dd>{t(`records.turnover.sources.${source.action}`)}</dd>
        </>
      ) : null}
      {source?.payment_method ? (
        <>
          <dt>{t('records.turnover.paymentMethod')}</dt>
          <dd>{source.payment_method.name}</dd>
        </>
      ) : null}
      {multiple !== undefined ? (
        <>
          <dt>{t('records.turnover.multiple')}</dt>
          <dd>{t('records.turnover.multipleValue', { multiple: format.number(multiple) })}</dd>
        </>
      ) : null}
      {baseTaka !== undefined ? (
        <>
          <dt>{t('records.turnover.base')}</dt>
          <dd>{format.taka(baseTaka)}</dd>
        </>
      ) : null}
      <dt>{t('records.turnover.remaining')}</dt>
      <dd>{format.taka(turnover.status === 'complete' ? 0 : turnover.remaining_turnover)}</dd>
    </dl>
  );
}

export function TurnoverTicket({ turnover }: { turnover: Turnover }) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = useTicketTitle(turnover);
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = useId();
  const titleId = useId();
  const percent = turnoverProgressPercent(turnover);
  const progressText = t('records.turnover.progressValue', {
    done: format.taka(turnoverDoneTaka(turnover)),
    required: format.taka(turnover.required_turnover),
  });

  return (
    <article className="panel turnover-ticket" aria-labelledby={titleId}>
      <div className="turnover-ticket__head">
        <h2 id={titleId} className="panel__title">
          {title}
        </h2>
        <span className={`record-tag record-tag--turnover-${turnover.status}`}>
          {t(`records.turnover.status.${turnover.status}`)}
        </span>
      </div>
      <p className="turnover-ticket__date text-faint-xs">{format.dateTime(turnover.created_at)}</p>
      <p className="turnover-ticket__required text-muted-sm">
        <span>{t('records.turnover.required')}</span>
        <strong>{format.taka(turnover.required_turnover)}</strong>
      </p>
      <div className="turnover-ticket__progress stack-1">
        <div
          className="turnover-ticket__bar"
          role="progressbar"
          aria-label={t('records.turnover.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.floor(percent)}
          aria-valuetext={progressText}
        >
          <span className="turnover-ticket__fill" style={{ width: `${percent}%` }} />
        </div>
        <span className="turnover-ticket__progress-text text-muted-xs">
          {format.number(Math.floor(percent))}% · {progressText}
        </span>
      </div>
      <button
        type="button"
        className="turnover-ticket__toggle"
        aria-expanded={isOpen}
        aria-controls={detailsId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? t('records.turnover.hideDetails') : t('records.turnover.details')}
        <ChevronDown
          size={16}
          aria-hidden="true"
          className={isOpen ? 'turnover-ticket__chevron--open' : undefined}
        />
      </button>
      <TicketDetails turnover={turnover} id={detailsId} isHidden={!isOpen} />
    </article>
  );
}
