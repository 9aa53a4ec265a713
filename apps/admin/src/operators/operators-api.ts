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
import { adminApi, adminPath } from '../api/admin-api';

export function listOperators(): Promise<OperatorListResponse> {
  const call = operatorAdminCalls.operators;
  return adminApi(adminPath(call), { method: call.method, schema: call.answer });
}

export function createOperator(body: CreateOperatorRequest): Promise<OperatorAccount> {
  const call = operatorAdminCalls.createOperator;
  return adminApi(adminPath(call), { method: call.method, body, schema: call.answer });
}

export function setOperatorStatus(
  id: number,
  status: OperatorStatus,
): Promise<OperatorChangeResponse> {
  const call = operatorAdminCalls.setStatus;
  const body: SetOperatorStatusRequest = { status };
  return adminApi(adminPath(call, { id }), { method: call.method, body, schema: call.answer });
}

export function setOperatorRole(id: number, role: OperatorRole): Promise<OperatorChangeResponse> {
  const call = operatorAdminCalls.setRole;
  const body: SetOperatorRoleRequest = { role };
  return adminApi(adminPath(call, { id }), { method: call.method, body, schema: call.answer });
}

export function resetOperatorTotp(id: number): Promise<OperatorChangeResponse> {
  const call = operatorAdminCalls.resetTotp;
  return adminApi(adminPath(call, { id }), {
    method: call.method,
    body: {},
    schema: call.answer,
  });
}

export function setOperatorPassword(id: number, password: string): Promise<OperatorChangeResponse> {
  const call = operatorAdminCalls.setPassword;
  const body: SetOperatorPasswordRequest = { password };
  return adminApi(adminPath(call, { id }), { method: call.method, body, schema: call.answer });
}
