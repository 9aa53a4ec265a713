// Proves the server's status decides what a gateway return shows, and the address's own status
// can only turn a still-open request into cancelled or failed, never into paid.
import { describe, expect, it } from 'vitest';
import { gatewayOutcome } from './gateway-outcome';

describe('gatewayOutcome', () => {
  it('shows a decided request as the server says', () => {
    expect(gatewayOutcome('paid', 'cancelled')).toBe('paid');
    expect(gatewayOutcome('cancelled', 'success')).toBe('cancelled');
    expect(gatewayOutcome('failed', null)).toBe('failed');
    expect(gatewayOutcome('expired', 'success')).toBe('expired');
  });

  it('keeps an open or submitted request processing unless the checkout said it ended', () => {
    expect(gatewayOutcome('open', 'success')).toBe('processing');
    expect(gatewayOutcome('open', null)).toBe('processing');
    expect(gatewayOutcome('submitted', 'cancelled')).toBe('processing');
    expect(gatewayOutcome('open', 'cancelled')).toBe('cancelled');
    expect(gatewayOutcome('open', 'failed')).toBe('failed');
  });
});
