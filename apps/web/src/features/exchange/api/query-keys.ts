/** The exchange's public reads live under one key, so the stream can replace them in one place. */
export const exchangeQueryKey = ['exchange'] as const;

export const matchOddsQueryKey = (marketId: string) =>
  [...exchangeQueryKey, 'match-odds', marketId] as const;
export const eventMarketsQueryKey = (eventId: string) =>
  [...exchangeQueryKey, 'event', eventId] as const;

/** The spec polls the odds and the event every 300 ms while no live stream is open. */
export const EXCHANGE_POLL_MS = 300;
