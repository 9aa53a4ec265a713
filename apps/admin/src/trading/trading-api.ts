import type {
  CreateFancyLineRequest,
  FancyLineRequest,
  FancyLineResponse,
  MarketLiabilityResponse,
  SettleExchangeMarketRequest,
  TradingEvent,
  TradingEventResponse,
  TradingEventsResponse,
} from '@khela/contract';
import { adminApi } from '../api/admin-api';

export interface EventFilter {
  status?: TradingEvent['status'] | undefined;
  sport?: TradingEvent['sport'] | undefined;
}

export function listEvents(filter: EventFilter): Promise<TradingEventsResponse> {
  return adminApi('/exchange/events', { query: { status: filter.status, sport: filter.sport } });
}

export function getEvent(eventId: string): Promise<TradingEventResponse> {
  return adminApi(`/exchange/events/${encodeURIComponent(eventId)}`);
}

export function getLiability(marketId: string, runs?: number): Promise<MarketLiabilityResponse> {
  return adminApi(`/exchange/markets/${encodeURIComponent(marketId)}/liability`, {
    query: { runs },
  });
}

export function setMarketStatus(
  marketId: string,
  status: 'open' | 'suspended',
): Promise<{ market_id: string; status: string }> {
  return adminApi(`/exchange/markets/${encodeURIComponent(marketId)}/status`, {
    method: 'POST',
    body: { status },
  });
}

export interface SettlementSummary {
  market_id: string;
  status: 'settled' | 'voided';
  players: number;
  commission: number;
}

export function settleMarket(
  marketId: string,
  result: SettleExchangeMarketRequest,
): Promise<SettlementSummary> {
  return adminApi(`/exchange/markets/${encodeURIComponent(marketId)}/settle`, {
    method: 'POST',
    body: result,
  });
}

/** Numbers may go as the typed text: the server parses them and answers per field. */
type Typed<T> = { [K in keyof T]: T[K] extends number ? number | string : T[K] };

export function openFancyLine(
  eventId: string,
  line: Typed<Omit<CreateFancyLineRequest, 'open'>> & { open: boolean },
): Promise<FancyLineResponse> {
  return adminApi(`/exchange/events/${encodeURIComponent(eventId)}/fancy`, {
    method: 'POST',
    body: line,
  });
}

export function moveFancyLine(
  marketId: string,
  line: Typed<FancyLineRequest>,
): Promise<FancyLineResponse> {
  return adminApi(`/exchange/markets/${encodeURIComponent(marketId)}/fancy-line`, {
    method: 'POST',
    body: line,
  });
}
