/**
 * POST /api/v1/register: the desktop registration (our call; the spec shows none). The captcha is
 * bound to this browser by a cookie, so the request carries credentials. Errors come back as the
 * app's ApiError (per-field messages on a 422) or NetworkError.
 */
import { deviceHeader } from '../../../shared/device-id';
import { useMutation } from '@tanstack/react-query';
import { CAPTCHA_PATH, desktopRegisterCalls, type FieldErrors } from '@khela/contract';
import { ApiError, NetworkError } from '../../../shared/api-client';
import type { toRegisterRequest } from '../register-steps';

export type RegisterRequest = ReturnType<typeof toRegisterRequest>;

function readErrorBody(payload: unknown): { message?: string; errors?: FieldErrors } {
  if (typeof payload !== 'object' || payload === null) return {};
  const record = payload as Record<string, unknown>;
  const message = typeof record['message'] === 'string' ? record['message'] : undefined;
  const errors: FieldErrors = {};
  const raw = record['errors'];
  if (typeof raw === 'object' && raw !== null) {
    for (const [field, value] of Object.entries(raw as Record<string, unknown>)) {
      const list = (Array.isArray(value) ? value : [value]).filter(
        (item): item is string => typeof item === 'string',
      );
      if (list.length > 0) errors[field] = list;
    }
  }
  return {
    ...(message ? { message } : {}),
    ...(Object.keys(errors).length > 0 ? { errors } : {}),
  };
}

export async function register(request: RegisterRequest): Promise<{ message: string }> {
  let response: Response;
  try {
    const { method, path } = desktopRegisterCalls.register;
    response = await fetch(path, {
      method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...deviceHeader(),
      },
      body: JSON.stringify(request),
      credentials: 'include',
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : 'Network request failed');
  }
  const text = await response.text().catch(() => '');
  let payload: unknown;
  try {
    payload = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    payload = undefined;
  }
  if (!response.ok) {
    const { message, errors } = readErrorBody(payload);
    throw new ApiError(response.status, message, errors);
  }
  const message = readErrorBody(payload).message;
  return { message: message ?? '' };
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

/** A captcha picture's address; the random part makes the browser fetch a new one every time. */
export function captchaSource(): string {
  const bytes = new Uint32Array(2);
  crypto.getRandomValues(bytes);
  return `${CAPTCHA_PATH}?r=${bytes[0]?.toString(36) ?? ''}${bytes[1]?.toString(36) ?? ''}`;
}
