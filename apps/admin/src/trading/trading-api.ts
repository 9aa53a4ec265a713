import {
  tradingAdminCalls,
  type CreateFancyLineRequest,
  type FancyLineRequest,
  type FancyLineResponse,
  type MarketLiabilityResponse,
  type SettleExchangeMarketRequest,
  type TradingEvent,
  type TradingEventResponse,
  type TradingEventsResponse,
} from '@khela/contract';
import { adminApi, adminPath } from '../api/admin-api';

export interface EventFilter {
  status?: TradingEvent['status'] | undefined;
  sport?: TradingEvent['sport'] | undefined;
}

export function listEvents(filter: EventFilter): Promise<TradingEventsResponse> {
  const call = tradingAdminCalls.events;
  return adminApi(adminPath(call), {
    method: call.method,
    query: { status: filter.status, sport: filter.sport },
    schema: call.answer,
  });
}

export function getEvent(eventId: string): Promise<TradingEventResponse> {
  const call = tradingAdminCalls.event;
  return adminApi(adminPath(call, { eventId }), { method: call.method, schema: call.answer });
}

export function getLiability(marketId: string, runs?: number): Promise<MarketLiabilityResponse> {
  const call = tradingAdminCalls.liability;
  return adminApi(adminPath(call, { marketId }), {
    method: call.method,
    query: { runs },
    schema: call.answer,
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
  const call = tradingAdminCalls.openFancyLine;
  return adminApi(adminPath(call, { eventId }), {
    method: call.method,
    body: line,
    schema: call.answer,
  });
}

export function moveFancyLine(
  marketId: string,
  line: Typed<FancyLineRequest>,
): Promise<FancyLineResponse> {
  const call = tradingAdminCalls.moveFancyLine;
  return adminApi(adminPath(call, { marketId }), {
    method: call.method,
    body: line,
    schema: call.answer,
  });
}
