/**
 * GET /api/betting-record: both tabs in one answer over the last 7 days (the widest filter); the
 * filters run on the client.
 */
import { casinoCalls, type BettingRecordResponse } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { withFailureLog } from '../../../shared/log';
import { memberQueryOptions, useMemberQuery } from '../../../shared/session/member-query';

export function getBettingRecord(signal?: AbortSignal): Promise<BettingRecordResponse['data']> {
  return withFailureLog('Failed to fetch betting records', signal, async () => {
    // Parsed, not cast: providers' amounts may arrive as text and the sums need numbers.
    return (await apiCall(casinoCalls.bettingRecord, { signal })).data;
  });
}

export function bettingRecordQueryOptions(remoteId: number) {
  // Every round settles a new row; a screen that opens asks again.
  return memberQueryOptions(remoteId, 'betting-record', getBettingRecord, { staleTime: 0 });
}

export function useBettingRecord() {
  return useMemberQuery(bettingRecordQueryOptions);
}
