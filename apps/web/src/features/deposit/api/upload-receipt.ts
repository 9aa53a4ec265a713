/**
 * POST /api/deposit-receipt: the receipt file itself is the body, typed as the file is. The answer's
 * id goes with the confirm call. The client checks size and type first (receipt-checks.ts) so a
 * wrong file never costs the player a slow upload.
 */
import { useMutation } from '@tanstack/react-query';
import type { DepositReceiptResponse } from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';

/** Five megabytes on a 1 Mbit/s link take about 40 s; allow twice that before giving up. */
const RECEIPT_UPLOAD_TIMEOUT_MS = 90_000;

export function uploadReceipt(file: File): Promise<DepositReceiptResponse> {
  return apiRequest<DepositReceiptResponse>('/api/deposit-receipt', {
    method: 'POST',
    rawBody: file,
    timeoutMs: RECEIPT_UPLOAD_TIMEOUT_MS,
  });
}

export function useUploadReceipt() {
  return useMutation({ mutationFn: uploadReceipt });
}
