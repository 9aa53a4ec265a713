/**
 * The safer-gambling calls (our design, docs/decisions.md "Safer gambling"): the page's status,
 * a limit, the reality check's interval, a break, the play session and the activity statement.
 */
import { queryOptions } from '@tanstack/react-query';
import { saferGamblingCalls, type SetLimitRequest, type TakeBreakRequest } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { memberQueryKey } from '../../../shared/session/get-balance';
import { readRemoteId } from '../../../shared/session/session-store';

export const saferGamblingKey = () =>
  [...memberQueryKey, readRemoteId() ?? 0, 'safer-gambling'] as const;

export function saferGamblingStatusQuery() {
  return queryOptions({
    queryKey: [...saferGamblingKey(), 'status'],
    queryFn: ({ signal }) => apiCall(saferGamblingCalls.status, { signal }),
  });
}

export function activityStatementQuery() {
  return queryOptions({
    queryKey: [...saferGamblingKey(), 'statement'],
    queryFn: ({ signal }) => apiCall(saferGamblingCalls.statement, { signal }),
  });
}

export function playSessionQuery() {
  return queryOptions({
    queryKey: [...saferGamblingKey(), 'session'],
    queryFn: ({ signal }) => apiCall(saferGamblingCalls.session, { signal }),
    staleTime: 0,
  });
}

export function saveLimit(body: SetLimitRequest) {
  return apiCall(saferGamblingCalls.setLimit, { body });
}

export function saveRealityCheck(minutes: number) {
  return apiCall(saferGamblingCalls.realityCheck, { body: { minutes } });
}

export function startBreak(body: TakeBreakRequest) {
  return apiCall(saferGamblingCalls.takeBreak, { body });
}
