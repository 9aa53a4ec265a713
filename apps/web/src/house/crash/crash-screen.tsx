/**
 * The Crash page (/house/crash): one shared round for every player. It loads the round, follows
 * it on the live stream (polling while the stream is down), draws the flight from the server's
 * clock and lets the player bet while bets are taken and cash out during the flight.
 */
import { useEffect, useState } from 'react';
import { HOUSE_API_PREFIX } from '@khela/contract';
import { createLiveConnection, type LiveConnection } from '@khela/client-kit';
import { logError } from '../../shared/log';
import { Button } from '../../shared/ui/button';
import { useTexts } from '../shell/house-language';
import { HouseNotice, HouseShell } from '../shell/house-shell';
import { useHouseSession } from '../shell/house-session';
import { lobbyPathOf } from '../shell/launch-token';
import { useRefusalWording } from '../shell/refusal';
import { shellTexts } from '../shell/shell-texts';
import { CrashBetPanel } from './crash-bet-panel';
import { CrashFlight } from './crash-flight';
import { CrashHistory, crashVerifyHref } from './crash-history';
import { CrashPlayers } from './crash-players';
import { crashTexts } from './crash-texts';
import { useCrashRound } from './use-crash-round';
import './crash.css';

function randomFraction(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
}

/** The page's own stream, opened with the launch token (the app's stream uses the player's). */
export function createCrashLive(): LiveConnection {
  return createLiveConnection({
    url: `${HOUSE_API_PREFIX}/crash/stream`,
    // Looked up at each call, so tests that replace fetch are heard.
    fetch: (input, init) => fetch(input, init),
    random: randomFraction,
    log: logError,
  });
}

export function CrashScreen({ live: givenLive }: { live?: LiveConnection }) {
  const [live] = useState(() => givenLive ?? createCrashLive());
  const shell = useTexts(shellTexts);
  const text = useTexts(crashTexts);
  const wording = useRefusalWording();
  const session = useHouseSession();
  const { state, serverNow, refresh, reload, applyBet } = useCrashRound(
    session.api,
    live,
    (balance) => session.setBalance(balance),
  );

  // A network that comes back, or a tab brought to the front, reconnects at once.
  useEffect(() => {
    const nudge = () => live.nudge();
    const onVisible = () => {
      if (document.visibilityState === 'visible') nudge();
    };
    window.addEventListener('online', nudge);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', nudge);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [live]);

  const lobby = lobbyPathOf(window.location);
  const load = state.load;
  if (load.state === 'loading') return <HouseNotice busy message={text.loading} />;
  if (load.state !== 'ready') {
    return (
      <HouseNotice
        message={load.state === 'offline' ? text.offline : wording(load.refusal, text.loadFailed)}
        action={<Button onClick={reload}>{text.retry}</Button>}
      />
    );
  }

  return (
    <HouseShell
      title={shell.games.crash}
      verifyHref={crashVerifyHref(null, lobby)}
      lobbyHref={lobby}
    >
      {state.stream === 'down' ? (
        <p className="crash-banner" role="status">
          {text.reconnecting}
        </p>
      ) : null}
      <CrashFlight round={state.round} serverNow={serverNow} />
      <CrashHistory history={state.history} lobby={lobby} />
      <CrashBetPanel
        round={state.round}
        bet={state.bet}
        history={state.history}
        serverNow={serverNow}
        onBet={applyBet}
        onRefresh={() => void refresh()}
      />
      <CrashPlayers players={state.players} />
    </HouseShell>
  );
}
