/**
 * What every stepped game page (Mines, Jacks or Better, Hi-Lo) shows around its round: the frame
 * with its title and ways out, the loading and failed states with a retry, and the verify page's
 * address for one round, keeping the lobby so the way back still works.
 */
import type { ReactNode } from 'react';
import { Button } from '../../shared/ui/button';
import { HouseShell } from '../shell/house-shell';
import { lobbyPathOf } from '../shell/launch-token';
import type { RoundLoad } from './use-stepped-round';

export function lobbyOfPage(): string | null {
  return typeof window === 'undefined' ? null : lobbyPathOf(window.location);
}

/** The verify page (for one round when given), with the lobby when there is one. */
export function verifyHref(betId: number | null, lobby: string | null): string {
  const query = new URLSearchParams();
  if (betId !== null) query.set('bet', String(betId));
  if (lobby) query.set('lobby', lobby);
  const text = query.toString();
  return text ? `/house/verify?${text}` : '/house/verify';
}

/**
 * The page in its frame: the round's content once it has loaded, until then its loading line or
 * the failure with a retry.
 */
export function RoundFrame({
  title,
  load,
  texts,
  onRetry,
  className,
  children,
}: {
  title: string;
  load: RoundLoad;
  texts: { loading: string; offline: string; loadFailed: string; retry: string };
  onRetry: () => void;
  /** The class the status lines take (each game styles its own). */
  className: string;
  children: () => ReactNode;
}) {
  const lobby = lobbyOfPage();
  return (
    <HouseShell title={title} verifyHref={verifyHref(null, lobby)} lobbyHref={lobby}>
      {load === 'loading' ? (
        <p className={className} role="status">
          {texts.loading}
        </p>
      ) : load === 'ready' ? (
        children()
      ) : (
        <div className={`panel ${className}`} role="alert">
          <p>{load === 'offline' ? texts.offline : texts.loadFailed}</p>
          <Button variant="ghost" onClick={onRetry}>
            {texts.retry}
          </Button>
        </div>
      )}
    </HouseShell>
  );
}
