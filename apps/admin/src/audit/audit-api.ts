import {
  AUDIT_PAGE_SIZE_DEFAULT,
  operatorAdminCalls,
  type AuditListResponse,
} from '@khela/contract';
import { adminApi, adminPath } from '../api/admin-api';

export interface AuditFilters {
  targetType: string;
  targetId: string;
}

export const AUDIT_PAGE_SIZE = AUDIT_PAGE_SIZE_DEFAULT;

export function listAudit(
  filters: AuditFilters,
  beforeId: number | undefined,
): Promise<AuditListResponse> {
  const call = operatorAdminCalls.audit;
  return adminApi(adminPath(call), {
    method: call.method,
    schema: call.answer,
    query: {
      target_type: filters.targetType.trim(),
      target_id: filters.targetId.trim(),
      before_id: beforeId,
      limit: AUDIT_PAGE_SIZE,
    },
  });
}
