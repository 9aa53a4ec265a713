/**
 * Trading: the exchange's events, newest first, filtered by sport and state (kept in the address),
 * each with how many markets it has and how many are open.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { TradingEvent } from '@khela/contract';
import { listEvents } from './trading-api';
import { DataTable, nowrapColumn, timeColumn } from '../ui/data-table';
import { FilterChoice } from '../ui/filter-bar';
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
        <FilterChoice
          label="Sport"
          allLabel="All sports"
          options={sports.map((value) => ({ value, label: sportLabels[value] }))}
          value={sport ?? ''}
          onValueChange={(value) => choose('sport', value)}
        />
        <FilterChoice
          label="State"
          allLabel="Any state"
          options={statuses.map((value) => ({ value, label: eventStatusLabels[value] }))}
          value={status ?? ''}
          onValueChange={(value) => choose('status', value)}
        />
      </div>

      <DataTable<TradingEvent>
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
          nowrapColumn('Sport', (event) => sportLabels[event.sport]),
          nowrapColumn('State', (event) => (
            <span className={`pill pill-${event.status}`}>{eventStatusLabels[event.status]}</span>
          )),
          timeColumn('Starts (GMT+6)', (event) => event.open_date),
          nowrapColumn('Markets', (event) => `${event.open_markets} open of ${event.markets}`),
        ]}
      />
    </section>
  );
}
