import type {
  CreateOperatorRequest,
  OperatorAccount,
  OperatorChangeResponse,
  OperatorListResponse,
  OperatorRole,
  OperatorStatus,
} from '@khela/contract';
import { adminApi } from '../api/admin-api';

export function listOperators(): Promise<OperatorListResponse> {
  return adminApi('/operators');
}

export function createOperator(body: CreateOperatorRequest): Promise<OperatorAccount> {
  return adminApi('/operators', { method: 'POST', body });
}

export function setOperatorStatus(id: number, status: OperatorStatus) {
  return adminApi<OperatorChangeResponse>(`/operators/${id}/status`, {
    method: 'POST',
    body: { status },
  });
}

export function setOperatorRole(id: number, role: OperatorRole) {
  return adminApi<OperatorChangeResponse>(`/operators/${id}/role`, {
    method: 'POST',
    body: { role },
  });
}

export function resetOperatorTotp(id: number) {
  return adminApi<OperatorChangeResponse>(`/operators/${id}/totp/reset`, {
    method: 'POST',
    body: {},
  });
}

export function setOperatorPassword(id: number, password: string) {
  return adminApi<OperatorChangeResponse>(`/operators/${id}/password`, {
    method: 'POST',
    body: { password },
  });
}
