import {
  AUDIT_PAGE_SIZE_DEFAULT,
  operatorAdminCalls,
  type AuditListResponse,
} from '@khela/contract';
import { adminCall } from '../api/admin-api';

export interface AuditFilters {
  targetType: string;
  targetId: string;
}

export const AUDIT_PAGE_SIZE = AUDIT_PAGE_SIZE_DEFAULT;

export function listAudit(
  filters: AuditFilters,
  beforeId: number | undefined,
): Promise<AuditListResponse> {
  return adminCall(operatorAdminCalls.audit, {
    query: {
      target_type: filters.targetType.trim(),
      target_id: filters.targetId.trim(),
      before_id: beforeId,
      limit: AUDIT_PAGE_SIZE,
    },
  });
}
