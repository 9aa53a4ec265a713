/** What each role may do, in the words of docs/decisions.md (Operator roles), for the owner's forms. */
import type { OperatorRole } from '@khela/contract';

export const roleDescriptions: Record<OperatorRole, string> = {
  owner: 'Everything, including operators and roles, site settings and balance adjustments.',
  finance:
    'Deposits, withdrawals and payment methods; the dashboard; player look-ups and balance adjustments.',
  support:
    'The support desk (live chat), inbox messages to players, player look-ups, sessions and market blocks; sees the money queues.',
  trader: 'The exchange: events and markets, suspend and resume, results, settling and voiding.',
  content: 'The catalogue, site content, notices, promotions and other player-facing settings.',
};
