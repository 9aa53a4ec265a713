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
import { adminCall } from '../api/admin-api';

export function logIn(username: string, password: string): Promise<OperatorLoginResponse> {
  const body: OperatorLoginRequest = { username, password };
  return adminCall(operatorAdminCalls.login, { body });
}

export function logInWithCode(challenge: string, code: string): Promise<OperatorSessionResponse> {
  const body: OperatorTotpLoginRequest = { challenge, code };
  return adminCall(operatorAdminCalls.loginWithCode, { body });
}

export function startTotpSetup(): Promise<OperatorTotpSetupResponse> {
  return adminCall(operatorAdminCalls.startTotpSetup);
}

export function confirmTotp(code: string): Promise<OperatorTotpConfirmResponse> {
  const body: OperatorTotpConfirmRequest = { code };
  return adminCall(operatorAdminCalls.confirmTotp, { body });
}

export function getMe(): Promise<OperatorMeResponse> {
  return adminCall(operatorAdminCalls.me);
}

export function logOut(): Promise<OperatorLogoutResponse> {
  return adminCall(operatorAdminCalls.logout);
}
