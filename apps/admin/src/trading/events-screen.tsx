/**
 * Trading: the exchange's events, newest first, filtered by sport and state (kept in the address),
 * each with how many markets it has and how many are open.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { TradingEvent } from '@khela/contract';
import { formatDateTime } from '../format';
import { listEvents } from './trading-api';
import { DataTable } from '../ui/data-table';
import { eventStatusLabels, sportLabels } from './trading-labels';
import './trading.css';

const sports = Object.keys(sportLabels) as TradingEvent['sport'][];
const statuses = Object.keys(eventStatusLabels) as TradingEvent['status'][];

export function EventsScreen() {
  const [params, setParams] = useSearchParams();
  const sport = sports.find((value) => value === params.get('sport'));
  const status = statuses.find((value) => value === params.get('status'));
  const events = useQuery({
    queryKey: ['trading-events', sport, status],
    queryFn: () => listEvents({ sport, status }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
  const choose = (key: 'sport' | 'status', value: string) => {
    const next = new URLSearchParams(params);
    if (value === '') next.delete(key);
    else next.set(key, value);
    setParams(next);
  };
  const rows = events.data?.data ?? [];

  return (
    <section className="screen trading-screen" aria-labelledby="trading-title">
      <h1 id="trading-title">Trading</h1>
      <div className="filters" role="search">
        <label className="field">
          <span className="field-label">Sport</span>
          <select value={sport ?? ''} onChange={(event) => choose('sport', event.target.value)}>
            <option value="">All sports</option>
            {sports.map((value) => (
              <option key={value} value={value}>
                {sportLabels[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">State</span>
          <select value={status ?? ''} onChange={(event) => choose('status', event.target.value)}>
            <option value="">Any state</option>
            {statuses.map((value) => (
              <option key={value} value={value}>
                {eventStatusLabels[value]}
              </option>
            ))}
          </select>
        </label>
      </div>

      <DataTable
        query={events}
        what="events"
        label="Events"
        isBusy={events.isFetching}
        rows={rows}
        rowKey={(event) => event.id}
        empty={
          sport === undefined && status === undefined
            ? 'No events yet. The odds feed adds them as matches are scheduled.'
            : 'No events match these filters.'
        }
        columns={[
          {
            header: 'Event',
            cell: (event) => (
              <>
                <Link to={`/trading/${encodeURIComponent(event.id)}`}>{event.name}</Link>
                <span className="faint trading-id">{event.id}</span>
              </>
            ),
          },
          { header: 'Sport', className: 'nowrap', cell: (event) => sportLabels[event.sport] },
          {
            header: 'State',
            className: 'nowrap',
            cell: (event) => (
              <span className={`pill pill-${event.status}`}>{eventStatusLabels[event.status]}</span>
            ),
          },
          {
            header: 'Starts (GMT+6)',
            className: 'nowrap',
            cell: (event) => formatDateTime(event.open_date),
          },
          {
            header: 'Markets',
            className: 'nowrap',
            cell: (event) => `${event.open_markets} open of ${event.markets}`,
          },
        ]}
      />
    </section>
  );
}
