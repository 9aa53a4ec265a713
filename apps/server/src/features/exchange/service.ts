/** What other features may use of the exchange. */
export { exchangeRecords } from './account/exchange-records.js';
/** The house's own trading account: reports leave its bets out of the players' figures. */
export { MARKET_MAKER_USERNAME } from './betting/market-maker.js';
