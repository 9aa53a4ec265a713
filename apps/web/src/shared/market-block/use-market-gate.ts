/**
 * Opening a section as a member first checks the upline's market block ([contract: Roles]): a
 * blocked Exchange or Games section shows the Market Block popup instead of opening.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { readRemoteId, useSession } from '../session/session-store';
import { marketBlockQueryOptions, useMarketBlock } from './get-market-block';
import type { Market } from './market-block-rules';

// The rules come with the contract's zod schemas, so they load on a member's first tap (or
// sooner, in the background) instead of with home's first screen.
const loadRules = () => import('./market-block-rules');

export interface MarketGate {
  /** Runs `open` unless the market is blocked for this member, else shows the popup. */
  guard: (market: Market, open: () => void) => void;
  isPopupOpen: boolean;
  closePopup: () => void;
}

export function useMarketGate(): MarketGate {
  const { isMember } = useSession();
  const queryClient = useQueryClient();
  const [isPopupOpen, setIsPopupOpen] = useState(false);
  // Started on mount, so the answer is usually here before the first tap.
  const block = useMarketBlock();
  useEffect(() => {
    if (block.isSuccess) void loadRules().catch(() => undefined);
  }, [block.isSuccess]);

  const guard = (market: Market, open: () => void) => {
    if (!isMember) {
      open();
      return;
    }
    Promise.all([
      queryClient.fetchQuery(marketBlockQueryOptions(readRemoteId())),
      loadRules(),
    ]).then(
      ([block, rules]) => (rules.isMarketBlocked(market, block) ? setIsPopupOpen(true) : open()),
      // A failed check is logged by the call; the section opens and the server still enforces
      // the block.
      () => open(),
    );
  };

  return { guard, isPopupOpen, closePopup: () => setIsPopupOpen(false) };
}
