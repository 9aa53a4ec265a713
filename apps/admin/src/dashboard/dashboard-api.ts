import { backofficeAdminCalls, type DashboardResponse } from '@khela/contract';
import { adminCall } from '../api/admin-api';

/** The figures move with every deposit and bet: a minute old is fresh enough for an overview. */
export const DASHBOARD_REFRESH_MS = 60_000;

export function getDashboard(): Promise<DashboardResponse> {
  return adminCall(backofficeAdminCalls.dashboard);
}
