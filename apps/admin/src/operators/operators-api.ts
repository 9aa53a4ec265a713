import {
  operatorAdminCalls,
  type CreateOperatorRequest,
  type OperatorAccount,
  type OperatorChangeResponse,
  type OperatorListResponse,
  type OperatorRole,
  type OperatorStatus,
  type SetOperatorPasswordRequest,
  type SetOperatorRoleRequest,
  type SetOperatorStatusRequest,
} from '@khela/contract';
import { adminCall } from '../api/admin-api';

export function listOperators(): Promise<OperatorListResponse> {
  return adminCall(operatorAdminCalls.operators);
}

export function createOperator(body: CreateOperatorRequest): Promise<OperatorAccount> {
  return adminCall(operatorAdminCalls.createOperator, { body });
}

export function setOperatorStatus(
  id: number,
  status: OperatorStatus,
): Promise<OperatorChangeResponse> {
  const body: SetOperatorStatusRequest = { status };
  return adminCall(operatorAdminCalls.setStatus, { params: { id }, body });
}

export function setOperatorRole(id: number, role: OperatorRole): Promise<OperatorChangeResponse> {
  const body: SetOperatorRoleRequest = { role };
  return adminCall(operatorAdminCalls.setRole, { params: { id }, body });
}

export function resetOperatorTotp(id: number): Promise<OperatorChangeResponse> {
  return adminCall(operatorAdminCalls.resetTotp, { params: { id }, body: {} });
}

export function setOperatorPassword(id: number, password: string): Promise<OperatorChangeResponse> {
  const body: SetOperatorPasswordRequest = { password };
  return adminCall(operatorAdminCalls.setPassword, { params: { id }, body });
}
