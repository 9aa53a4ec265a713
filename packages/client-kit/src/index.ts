export * from './api-error';
export * from './request';
export * from './idempotency-key';
export * from './sse-parser';
export * from './live-connection';
export * from './declared-call';
