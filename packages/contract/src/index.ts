export * from './money.js';
export * from './errors.js';
export * from './constants.js';
export * from './auth.js';
export * from './site.js';
