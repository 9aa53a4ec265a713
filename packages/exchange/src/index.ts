/** The exchange's pure maths: ladder, books and matching, exposure, Fancy, settlement, cash-out. */
export * from './price-ladder.js';
export * from './odds-arithmetic.js';
export * from './order-book.js';
export * from './runner-positions.js';
export * from './fancy.js';
export * from './exchange-market.js';
export * from './cash-out.js';
