/** The Money area's payment-method calls (owner, finance). */
import type {
  CreatePaymentMethodRequest,
  CreateWalletNumberRequest,
  PaymentAdminMessageResponse,
  PaymentMethodsAdminResponse,
  UpdatePaymentMethodRequest,
  UpdateWalletNumberRequest,
} from '@khela/contract';
import { adminApi } from '../api/admin-api';

export function listPaymentMethods(): Promise<PaymentMethodsAdminResponse> {
  return adminApi('/payment-methods');
}

export function createPaymentMethod(
  body: CreatePaymentMethodRequest,
): Promise<PaymentAdminMessageResponse> {
  return adminApi('/payment-methods', { method: 'POST', body });
}

export function updatePaymentMethod(
  methodId: number,
  body: UpdatePaymentMethodRequest,
): Promise<PaymentAdminMessageResponse> {
  return adminApi(`/payment-methods/${methodId}`, { method: 'POST', body });
}

export function createWalletNumber(
  methodId: number,
  body: CreateWalletNumberRequest,
): Promise<PaymentAdminMessageResponse> {
  return adminApi(`/payment-methods/${methodId}/numbers`, { method: 'POST', body });
}

export function updateWalletNumber(
  methodId: number,
  numberId: number,
  body: UpdateWalletNumberRequest,
): Promise<PaymentAdminMessageResponse> {
  return adminApi(`/payment-methods/${methodId}/numbers/${numberId}`, { method: 'POST', body });
}
