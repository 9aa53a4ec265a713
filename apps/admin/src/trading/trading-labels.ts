/** Words for the trader's screens. */
import { fancyTabs, type TradingEvent, type TradingMarket } from '@khela/contract';

export const sportLabels: Record<TradingEvent['sport'], string> = {
  cricket: 'Cricket',
  soccer: 'Football',
  tennis: 'Tennis',
};

export const eventStatusLabels: Record<TradingEvent['status'], string> = {
  upcoming: 'Upcoming',
  in_play: 'In play',
  closed: 'Closed',
};

export const kindLabels: Record<TradingMarket['kind'], string> = {
  match_odds: 'Match Odds',
  bookmaker: 'Bookmaker',
  fancy: 'Fancy',
};

export const marketStatusLabels: Record<TradingMarket['status'], string> = {
  open: 'Open',
  suspended: 'Suspended',
  closed: 'Closed',
  settled: 'Settled',
  voided: 'Voided',
};

export function fancyTabLabel(type: number | null): string {
  return fancyTabs.find((tab) => tab.type === type)?.label ?? 'Fancy';
}

/** A market's result in words: the winner's name, or the runs. */
export function resultLabel(market: TradingMarket): string {
  if (market.result === null) return '—';
  if (market.kind === 'fancy') return `${market.result} runs`;
  const winner = market.runners.find((runner) => String(runner.selection_id) === market.result);
  return winner?.name ?? market.result;
}

export const isLive = (market: Pick<TradingMarket, 'status'>) =>
  market.status === 'open' || market.status === 'suspended';
