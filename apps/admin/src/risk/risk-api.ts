import {
  riskAdminCalls,
  type HoldChangeResponse,
  type RiskFlagKind,
  type RiskFlagsResponse,
  type WithdrawalHoldResponse,
} from '@khela/contract';
import { adminCall } from '../api/admin-api';

export function listRiskFlags(filter: {
  kind?: RiskFlagKind | undefined;
  userId?: number | undefined;
  page: number;
}): Promise<RiskFlagsResponse> {
  return adminCall(riskAdminCalls.flags, {
    query: {
      page: filter.page,
      ...(filter.kind === undefined ? {} : { kind: filter.kind }),
      ...(filter.userId === undefined ? {} : { user_id: filter.userId }),
    },
  });
}

export function getWithdrawalHold(id: number): Promise<WithdrawalHoldResponse> {
  return adminCall(riskAdminCalls.withdrawalHold, { params: { id } });
}

export function placeWithdrawalHold(id: number, reason: string): Promise<HoldChangeResponse> {
  return adminCall(riskAdminCalls.placeHold, { params: { id }, body: { reason } });
}

export function releaseWithdrawalHold(id: number, reason: string): Promise<HoldChangeResponse> {
  return adminCall(riskAdminCalls.releaseHold, { params: { id }, body: { reason } });
}
