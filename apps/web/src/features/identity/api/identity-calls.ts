/**
 * The identity calls: the status (GET /api/identity), one photo's upload (POST /api/identity/file,
 * the photo itself the body, as the deposit receipt's) and the submission (POST /api/identity),
 * after which the status is read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  identityCalls,
  identityFileResponseSchema,
  type IdentityFileResponse,
  type IdentityStatus,
  type IdentitySubmitRequest,
} from '@khela/contract';
import { apiCall, apiRequest } from '../../../shared/api-client';
import { memberQueryOptions, useMemberQuery } from '../../../shared/session/member-query';
import { readRemoteId } from '../../../shared/session/session-store';

/** Five megabytes on a 1 Mbit/s link take about 40 s; allow twice that before giving up. */
const PHOTO_UPLOAD_TIMEOUT_MS = 90_000;

export function getIdentityStatus(signal?: AbortSignal): Promise<IdentityStatus> {
  return apiCall(identityCalls.status, { signal });
}

export function identityStatusQueryOptions(remoteId: number) {
  return memberQueryOptions(remoteId, 'identity', getIdentityStatus);
}

export function useIdentityStatus() {
  return useMemberQuery(identityStatusQueryOptions);
}

export function uploadIdentityPhoto(file: File): Promise<IdentityFileResponse> {
  return apiRequest('/api/identity/file', {
    method: 'POST',
    rawBody: file,
    timeoutMs: PHOTO_UPLOAD_TIMEOUT_MS,
    schema: identityFileResponseSchema,
  });
}

export function useUploadIdentityPhoto() {
  return useMutation({ mutationFn: uploadIdentityPhoto });
}

export function useSubmitIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IdentitySubmitRequest) => apiCall(identityCalls.submit, { body }),
    retry: false,
    // The answer carries the new status, so the page shows it without another read.
    onSuccess: (answer) =>
      queryClient.setQueryData(
        identityStatusQueryOptions(readRemoteId() ?? 0).queryKey,
        answer.status,
      ),
  });
}
