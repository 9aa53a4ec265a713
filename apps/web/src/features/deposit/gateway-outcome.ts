/**
 * What /payment-request shows after a gateway checkout. The server's status decides; the checkout's
 * own `status` in the address only speaks while the server has not heard from the gateway yet, and
 * only to say the player cancelled or the payment failed (it can never make a deposit look paid).
 */
import type { DepositRequestStatus } from '@khela/contract';

export type GatewayOutcome = 'paid' | 'processing' | 'cancelled' | 'failed' | 'expired';

export function gatewayOutcome(
  serverStatus: DepositRequestStatus,
  returnedStatus: string | null,
): GatewayOutcome {
  switch (serverStatus) {
    case 'paid':
    case 'cancelled':
    case 'failed':
    case 'expired':
      return serverStatus;
    case 'open':
      if (returnedStatus === 'cancelled' || returnedStatus === 'failed') return returnedStatus;
      return 'processing';
    case 'submitted':
      return 'processing';
  }
}
