/** What other features may use of the exchange. */
export { exchangeRecords } from './exchange-records.js';
