/**
 * GET /api/convert-vipcoin?remote_id&vip_coin (a GET, as the spec has it). Never retried by
 * itself: a lost answer may have converted, and the 1-second user poll shows what happened.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vipCalls, type ConvertVipCoinResponse } from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';
import { memberQueryKey } from '../../../shared/session/get-balance';

export interface ConvertVipCoinVariables {
  remoteId: number;
  points: number;
}

export function convertVipCoin({
  remoteId,
  points,
}: ConvertVipCoinVariables): Promise<ConvertVipCoinResponse> {
  return apiRequest(vipCalls.convert.path, {
    query: { remote_id: remoteId, vip_coin: points },
    schema: vipCalls.convert.answer,
  });
}

export function useConvertVipCoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertVipCoin,
    retry: false,
    // Points, balance, history and transactions all change with a conversion.
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberQueryKey }),
  });
}
