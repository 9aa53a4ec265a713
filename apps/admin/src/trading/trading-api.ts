import {
  exchangeMarketAdminCalls,
  tradingAdminCalls,
  type CreateFancyLineRequest,
  type FancyLineRequest,
  type FancyLineResponse,
  type MarketLiabilityResponse,
  type MarketSettlement,
  type MarketStatusResponse,
  type SettleExchangeMarketRequest,
  type TradingEvent,
  type TradingEventResponse,
  type TradingEventsResponse,
} from '@khela/contract';
import { adminCall } from '../api/admin-api';

export interface EventFilter {
  status?: TradingEvent['status'] | undefined;
  sport?: TradingEvent['sport'] | undefined;
}

export function listEvents(filter: EventFilter): Promise<TradingEventsResponse> {
  return adminCall(tradingAdminCalls.events, {
    query: { status: filter.status, sport: filter.sport },
  });
}

export function getEvent(eventId: string): Promise<TradingEventResponse> {
  return adminCall(tradingAdminCalls.event, { params: { eventId } });
}

export function getLiability(marketId: string, runs?: number): Promise<MarketLiabilityResponse> {
  return adminCall(tradingAdminCalls.liability, { params: { marketId }, query: { runs } });
}

export function setMarketStatus(
  marketId: string,
  status: 'open' | 'suspended',
): Promise<MarketStatusResponse> {
  return adminCall(exchangeMarketAdminCalls.setStatus, { params: { marketId }, body: { status } });
}

export function settleMarket(
  marketId: string,
  result: SettleExchangeMarketRequest,
): Promise<MarketSettlement> {
  return adminCall(exchangeMarketAdminCalls.settle, { params: { marketId }, body: result });
}

/** Numbers may go as the typed text: the server parses them and answers per field. */
type Typed<T> = { [K in keyof T]: T[K] extends number ? number | string : T[K] };

export function openFancyLine(
  eventId: string,
  line: Typed<Omit<CreateFancyLineRequest, 'open'>> & { open: boolean },
): Promise<FancyLineResponse> {
  return adminCall(tradingAdminCalls.openFancyLine, { params: { eventId }, body: line });
}

export function moveFancyLine(
  marketId: string,
  line: Typed<FancyLineRequest>,
): Promise<FancyLineResponse> {
  return adminCall(tradingAdminCalls.moveFancyLine, { params: { marketId }, body: line });
}
