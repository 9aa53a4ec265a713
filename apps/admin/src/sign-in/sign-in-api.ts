import {
  operatorAdminCalls,
  type OperatorLoginRequest,
  type OperatorLoginResponse,
  type OperatorLogoutResponse,
  type OperatorMeResponse,
  type OperatorSessionResponse,
  type OperatorTotpConfirmRequest,
  type OperatorTotpConfirmResponse,
  type OperatorTotpLoginRequest,
  type OperatorTotpSetupResponse,
} from '@khela/contract';
import { adminApi, adminPath } from '../api/admin-api';

export function logIn(username: string, password: string): Promise<OperatorLoginResponse> {
  const call = operatorAdminCalls.login;
  const body: OperatorLoginRequest = { username, password };
  return adminApi(adminPath(call), { method: call.method, body, schema: call.answer });
}

export function logInWithCode(challenge: string, code: string): Promise<OperatorSessionResponse> {
  const call = operatorAdminCalls.loginWithCode;
  const body: OperatorTotpLoginRequest = { challenge, code };
  return adminApi(adminPath(call), { method: call.method, body, schema: call.answer });
}

export function startTotpSetup(): Promise<OperatorTotpSetupResponse> {
  const call = operatorAdminCalls.startTotpSetup;
  return adminApi(adminPath(call), { method: call.method, schema: call.answer });
}

export function confirmTotp(code: string): Promise<OperatorTotpConfirmResponse> {
  const call = operatorAdminCalls.confirmTotp;
  const body: OperatorTotpConfirmRequest = { code };
  return adminApi(adminPath(call), { method: call.method, body, schema: call.answer });
}

export function getMe(): Promise<OperatorMeResponse> {
  const call = operatorAdminCalls.me;
  return adminApi(adminPath(call), { method: call.method, schema: call.answer });
}

export function logOut(): Promise<OperatorLogoutResponse> {
  const call = operatorAdminCalls.logout;
  return adminApi(adminPath(call), { method: call.method, schema: call.answer });
}
