/** The Money area's payment-method calls (owner, finance). */
import {
  paymentAdminCalls,
  type CreatePaymentMethodRequest,
  type CreateWalletNumberRequest,
  type PaymentAdminCreatedResponse,
  type PaymentAdminMessageResponse,
  type PaymentMethodsAdminResponse,
  type UpdatePaymentMethodRequest,
  type UpdateWalletNumberRequest,
} from '@khela/contract';
import { adminCall } from '../api/admin-api';

export function listPaymentMethods(): Promise<PaymentMethodsAdminResponse> {
  return adminCall(paymentAdminCalls.methods);
}

export function createPaymentMethod(
  body: CreatePaymentMethodRequest,
): Promise<PaymentAdminCreatedResponse> {
  return adminCall(paymentAdminCalls.createMethod, { body });
}

export function updatePaymentMethod(
  methodId: number,
  body: UpdatePaymentMethodRequest,
): Promise<PaymentAdminMessageResponse> {
  return adminCall(paymentAdminCalls.updateMethod, { params: { method_id: methodId }, body });
}

export function createWalletNumber(
  methodId: number,
  body: CreateWalletNumberRequest,
): Promise<PaymentAdminCreatedResponse> {
  return adminCall(paymentAdminCalls.createNumber, { params: { method_id: methodId }, body });
}

export function updateWalletNumber(
  methodId: number,
  numberId: number,
  body: UpdateWalletNumberRequest,
): Promise<PaymentAdminMessageResponse> {
  return adminCall(paymentAdminCalls.updateNumber, {
    params: { method_id: methodId, number_id: numberId },
    body,
  });
}
