/**
 * Game launch ([contract: States], [contract: Calls], [contract: Error texts]): a visitor goes to /login; a member's tap sends
 * POST /api/game-run and, on success, opens the game frame with the returned address in the
 * navigation state. A failure shows the server's message, else the spec's fallback.
 */
import { useMutation } from '@tanstack/react-query';
import {
  casinoCalls,
  gameRunMessages,
  type GameRunRequest,
  type GameRunResponse,
} from '@khela/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiCall, isApiError } from '../api-client';
import { logError } from '../log';
import { readRemoteId, useSession } from '../session/session-store';
import { paths } from '../routing/paths';

export interface LaunchableGame {
  code: string;
  name: string;
  type: string;
  platform: string;
}

/** Where the player came from; the frame's close button goes back there ([contract: Screens]). */
export interface GameOrigin {
  type?: string | undefined;
  system?: string | undefined;
  title?: string | undefined;
}

/** The navigation state /gamerun receives. */
export interface GameRunState extends GameOrigin {
  url: string;
  /** The launched game's platform, for the frame's provider logo. */
  platform?: string | undefined;
}

export async function runGame(request: GameRunRequest): Promise<GameRunResponse> {
  return apiCall(casinoCalls.gameRun, { body: request });
}

/** The text a failed launch shows: the server's message, else the spec's fallback. */
export function launchFailureMessage(error: unknown): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : gameRunMessages.failed;
}

export interface GameLaunchLinks {
  /** The game frame route once it is served; until then the game opens in this tab. */
  gameRunHref?: string | undefined;
}

export function useGameLaunch({ gameRunHref }: GameLaunchLinks) {
  const navigate = useNavigate();
  const { isMember } = useSession();
  const [failure, setFailure] = useState<string>();
  const mutation = useMutation({ mutationFn: runGame });

  const launch = (game: LaunchableGame, origin: GameOrigin = {}) => {
    if (mutation.isPending) return;
    const userId = readRemoteId();
    if (!isMember || userId === undefined) {
      logError(gameRunMessages.notLoggedIn);
      void navigate(paths.login.getHref());
      return;
    }
    setFailure(undefined);
    mutation.mutate(
      {
        userId,
        gameCode: game.code,
        gameType: game.type,
        platform: game.platform,
        externalURL: window.location.href,
        isMobileLogin: true,
      },
      {
        onSuccess: (answer) => {
          const state: GameRunState = { url: answer.url, platform: game.platform, ...origin };
          if (gameRunHref) void navigate(gameRunHref, { state });
          else window.location.assign(answer.url);
        },
        onError: (error) => {
          const message = launchFailureMessage(error);
          logError(message, error);
          setFailure(message);
        },
      },
    );
  };

  return {
    launch,
    /** The code of the game being opened, for its tile's busy state. */
    pendingCode: mutation.isPending ? mutation.variables.gameCode : undefined,
    failure,
    dismissFailure: () => setFailure(undefined),
  };
}
