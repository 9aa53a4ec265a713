/**
 * The event, market and runner rows the other sub-modules read, and the market's lock a trader's
 * change takes. Their SQL is the betting core's (queries.ts here): taking the lock counts a new
 * book version, which the live books must see whoever takes it.
 */
export {
  findEvent,
  findMarket,
  listMarketOrders,
  listRunners,
  lockMarket,
  marketsWithEvents,
} from './queries.js';
