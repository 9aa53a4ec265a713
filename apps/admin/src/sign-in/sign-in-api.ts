import type {
  OperatorLoginResponse,
  OperatorMeResponse,
  OperatorSessionResponse,
  OperatorTotpConfirmResponse,
  OperatorTotpSetupResponse,
} from '@khela/contract';
import { adminApi } from '../api/admin-api';

export function logIn(username: string, password: string): Promise<OperatorLoginResponse> {
  return adminApi('/login', { method: 'POST', body: { username, password } });
}

export function logInWithCode(challenge: string, code: string): Promise<OperatorSessionResponse> {
  return adminApi('/login/totp', { method: 'POST', body: { challenge, code } });
}

export function startTotpSetup(): Promise<OperatorTotpSetupResponse> {
  return adminApi('/me/totp/setup', { method: 'POST' });
}

export function confirmTotp(code: string): Promise<OperatorTotpConfirmResponse> {
  return adminApi('/me/totp/confirm', { method: 'POST', body: { code } });
}

export function getMe(): Promise<OperatorMeResponse> {
  return adminApi('/me');
}

export function logOut(): Promise<{ message: string }> {
  return adminApi('/logout', { method: 'POST' });
}
