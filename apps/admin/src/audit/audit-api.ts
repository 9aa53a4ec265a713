import type { AuditListResponse } from '@khela/contract';
import { AUDIT_PAGE_SIZE_DEFAULT } from '@khela/contract';
import { adminApi } from '../api/admin-api';

export interface AuditFilters {
  targetType: string;
  targetId: string;
}

export const AUDIT_PAGE_SIZE = AUDIT_PAGE_SIZE_DEFAULT;

export function listAudit(
  filters: AuditFilters,
  beforeId: number | undefined,
): Promise<AuditListResponse> {
  return adminApi('/audit', {
    query: {
      target_type: filters.targetType.trim(),
      target_id: filters.targetId.trim(),
      before_id: beforeId,
      limit: AUDIT_PAGE_SIZE,
    },
  });
}
