/**
 * Keeps the balance polling while a token exists (every 10 s, and at once after login) and ends
 * the session on a 401 from it, sending the player to /; and the reality check's reminder.
 */
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useBalance } from '../shared/session/get-balance';
import { endSessionOnUnauthenticated } from '../shared/session/session-expiry';
import { useSession } from '../shared/session/session-store';
import { paths } from '../shared/routing/paths';

function BalanceWatch() {
  const balance = useBalance();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    if (endSessionOnUnauthenticated(balance.error, queryClient)) {
      void navigate(paths.home.getHref(), { replace: true });
    }
  }, [balance.error, queryClient, navigate]);
  return null;
}

// Its own chunk: a reminder that first shows after minutes need not cost the first screen.
const RealityCheck = lazy(() => import('../features/safer-gambling/components/reality-check'));

export function SessionWatch() {
  const { isMember } = useSession();
  return isMember ? (
    <>
      <BalanceWatch />
      <Suspense fallback={null}>
        <RealityCheck />
      </Suspense>
    </>
  ) : null;
}
