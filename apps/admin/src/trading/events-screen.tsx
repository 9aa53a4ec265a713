/**
 * Trading: the exchange's events, newest first, filtered by sport and state (kept in the address),
 * each with how many markets it has and how many are open.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { TradingEvent } from '@khela/contract';
import { errorMessage } from '../api/admin-api';
import { formatDateTime } from '../format';
import { listEvents } from './trading-api';
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

      {events.isPending ? (
        <p className="state" role="status">
          Loading events…
        </p>
      ) : events.isError ? (
        <div className="state state-error" role="alert">
          <p>{errorMessage(events.error)}</p>
          <button className="button" type="button" onClick={() => void events.refetch()}>
            Try again
          </button>
        </div>
      ) : rows.length === 0 ? (
        <p className="state">
          {sport === undefined && status === undefined
            ? 'No events yet. The odds feed adds them as matches are scheduled.'
            : 'No events match these filters.'}
        </p>
      ) : (
        <table className="table" aria-label="Events" aria-busy={events.isFetching}>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Sport</th>
              <th scope="col">State</th>
              <th scope="col">Starts (GMT+6)</th>
              <th scope="col">Markets</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((event) => (
              <tr key={event.id}>
                <td>
                  <Link to={`/trading/${encodeURIComponent(event.id)}`}>{event.name}</Link>
                  <span className="faint trading-id">{event.id}</span>
                </td>
                <td className="nowrap">{sportLabels[event.sport]}</td>
                <td className="nowrap">
                  <span className={`pill pill-${event.status}`}>
                    {eventStatusLabels[event.status]}
                  </span>
                </td>
                <td className="nowrap">{formatDateTime(event.open_date)}</td>
                <td className="nowrap">
                  {event.open_markets} open of {event.markets}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
