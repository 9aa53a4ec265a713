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
import { adminApi, adminPath } from '../api/admin-api';

export function listPaymentMethods(): Promise<PaymentMethodsAdminResponse> {
  const call = paymentAdminCalls.methods;
  return adminApi(adminPath(call), { method: call.method, schema: call.answer });
}

export function createPaymentMethod(
  body: CreatePaymentMethodRequest,
): Promise<PaymentAdminCreatedResponse> {
  const call = paymentAdminCalls.createMethod;
  return adminApi(adminPath(call), { method: call.method, body, schema: call.answer });
}

export function updatePaymentMethod(
  methodId: number,
  body: UpdatePaymentMethodRequest,
): Promise<PaymentAdminMessageResponse> {
  const call = paymentAdminCalls.updateMethod;
  return adminApi(adminPath(call, { method_id: methodId }), {
    method: call.method,
    body,
    schema: call.answer,
  });
}

export function createWalletNumber(
  methodId: number,
  body: CreateWalletNumberRequest,
): Promise<PaymentAdminCreatedResponse> {
  const call = paymentAdminCalls.createNumber;
  return adminApi(adminPath(call, { method_id: methodId }), {
    method: call.method,
    body,
    schema: call.answer,
  });
}

export function updateWalletNumber(
  methodId: number,
  numberId: number,
  body: UpdateWalletNumberRequest,
): Promise<PaymentAdminMessageResponse> {
  const call = paymentAdminCalls.updateNumber;
  return adminApi(adminPath(call, { method_id: methodId, number_id: numberId }), {
    method: call.method,
    body,
    schema: call.answer,
  });
}
