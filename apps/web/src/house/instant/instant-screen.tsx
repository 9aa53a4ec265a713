/**
 * The page every instant game shares (/house/dice, /house/limbo, …): the game's picture of the
 * last round, the stake, the game's own choices, the result in words beside the Play button (on a
 * phone the picture may have scrolled away by then), the
 * rules with the RTP and house edge, and the last rounds with their way to the verify page.
 * A game page supplies the picture, the choices and its play call.
 */
import type {
  Call,
  HouseBet,
  housePlayResponseSchema,
  InstantGame,
  Language,
} from '@khela/contract';
import { HOUSE_MAX_WIN_MULTIPLIER } from '@khela/contract';
import { INSTANT_GAME_MATHS } from '@khela/house-games';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { formatNumber, formatTaka } from '../../shared/format/format';
import { Button } from '../../shared/ui/button';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { useHouseSession } from '../shell/house-session';
import { HouseShell } from '../shell/house-shell';
import { lobbyPathOf } from '../shell/launch-token';
import { RecentBets } from '../shell/recent-bets';
import { refusalText } from '../shell/refusal';
import { shellTexts } from '../shell/shell-texts';
import { parseStake, StakeControl, type StakeLimits } from '../shell/stake-control';
import { stakeProblem } from '../shell/stake-problem';
import { usePlayRound, type PlayFailure } from '../shell/use-play-round';
import { instantTexts } from './instant-texts';
import { multiplierText, percentText } from './multiplier-text';
import { useRoundWords } from './round-words';
import './instant.css';

const VERIFY_HREF = '/house/verify';

type InstantText = ReturnType<typeof useTexts<typeof instantTexts.en>>;

function failureText(text: InstantText, failure: PlayFailure, language: Language): string {
  if (failure.kind === 'offline') return text.noConnection;
  return failure.refusal ? refusalText(failure.refusal, language) : text.failed;
}

export function InstantScreen<Choice extends object>({
  game,
  choice,
  choiceProblem = null,
  call,
  onPlay,
  animationMs,
  picture,
  controls,
  rules,
}: {
  game: InstantGame;
  choice: Choice;
  /** Why this choice cannot be played yet (Keno with no picks); none by default. */
  choiceProblem?: string | null;
  /** The game's play call (`houseCalls.dicePlay`, …). */
  call: Call & { answer: typeof housePlayResponseSchema };
  /** Told when a round is sent (the Wheel starts turning). */
  onPlay?: () => void;
  animationMs: number;
  /**
   * The game's picture: the last round, or the resting state before one. `playWith` plays a round
   * of the given choice at once (a tap on a fish), when the stake allows.
   */
  picture: (
    bet: HouseBet | null,
    isPlaying: boolean,
    playWith: (choice: Choice) => void,
  ) => ReactNode;
  controls: (disabled: boolean) => ReactNode;
  rules: ReactNode;
}) {
  const text = useTexts(instantTexts);
  const shell = useTexts(shellTexts);
  const language = useHouseLanguage();
  const { api, balance, stakeLimits } = useHouseSession();
  const send = useCallback(
    (request: Choice & { stake: number }, idempotencyKey: string) => {
      onPlay?.();
      return api.call(call, { body: request, idempotencyKey });
    },
    [api, call, onPlay],
  );
  const [stakeText, setStakeText] = useState('1');
  const [playedCount, setPlayedCount] = useState(0);
  const onPlayed = useCallback(() => setPlayedCount((count) => count + 1), []);
  const { bet, isPlaying, failure, play, retry } = usePlayRound({ send, animationMs, onPlayed });
  const reasonId = useId();
  const roundWords = useRoundWords();
  const limits: StakeLimits = { ...stakeLimits, stepTaka: 1 };
  const stakeRefusal = stakeProblem(text, limits, stakeText, balance, language);
  const problem = stakeRefusal ?? choiceProblem;
  const stake = parseStake(stakeText);
  const playWith = (next: Choice) => {
    if (stake !== null && stakeRefusal === null) void play({ ...next, stake });
  };
  const won = bet !== null && bet.payout > 0;
  // The lowest and highest RTP any choice gives, from the maths the server plays with.
  const rtp = { min: INSTANT_GAME_MATHS[game].rtpMin, max: INSTANT_GAME_MATHS[game].rtpMax };
  // Tables within a hundredth of a percent of each other read as one figure.
  const [rtpLow, rtpHigh] = [percentText(rtp.min, language), percentText(rtp.max, language)];
  const [edgeLow, edgeHigh] = [
    percentText(1 - rtp.max, language),
    percentText(1 - rtp.min, language),
  ];

  return (
    <HouseShell
      title={shell.games[game]}
      verifyHref={VERIFY_HREF}
      lobbyHref={typeof window === 'undefined' ? null : lobbyPathOf(window.location)}
    >
      <section className="instant-picture">{picture(bet, isPlaying, playWith)}</section>

      <section className="panel instant-controls stack-3">
        <StakeControl
          value={stakeText}
          onChange={setStakeText}
          limits={limits}
          disabled={isPlaying}
        />
        {controls(isPlaying)}
        <div className="instant-result stack-1" aria-live="polite">
          {isPlaying ? (
            <p className="instant-result__headline house-muted">{text.playing}</p>
          ) : bet === null ? (
            <p className="instant-result__headline house-muted">{text.ready}</p>
          ) : (
            <>
              <p
                className={`instant-result__headline${won ? ' instant-result__headline--win' : ''}`}
                data-testid="instant-result"
              >
                {won && bet.payout === bet.stake
                  ? text.push(formatTaka(bet.payout, language))
                  : won
                    ? text.win(
                        formatTaka(bet.payout, language),
                        multiplierText(bet.payout / bet.stake, language),
                      )
                    : text.noWin}
              </p>
              <p className="house-muted" data-testid="instant-round">
                {bet.instant ? roundWords(bet.instant, won) : null}
              </p>
            </>
          )}
        </div>
        {failure ? (
          <div className="instant-failure stack-2" role="alert">
            <p>{failureText(text, failure, language)}</p>
            {failure.kind === 'offline' ? (
              <Button variant="secondary" size="sm" onClick={retry} isBusy={isPlaying}>
                {text.retry}
              </Button>
            ) : null}
          </div>
        ) : null}
        {problem ? (
          <p id={reasonId} className="instant-controls__problem">
            {problem}
          </p>
        ) : null}
        <Button
          block
          isBusy={isPlaying}
          busyLabel={text.playing}
          disabled={problem !== null}
          aria-describedby={problem ? reasonId : undefined}
          onClick={() => {
            if (stake !== null) void play({ ...choice, stake });
          }}
        >
          {text.play}
        </Button>
      </section>

      <details className="panel instant-rules">
        <summary>{text.rulesTitle}</summary>
        <div className="stack-2">
          <p className="instant-rules__rtp">
            {rtpLow === rtpHigh ? text.rtp(rtpLow) : text.rtpRange(rtpLow, rtpHigh)}
            {' · '}
            {text.houseEdge(edgeLow === edgeHigh ? edgeLow : `${edgeLow}–${edgeHigh}`)}
          </p>
          {rules}
          <p>{text.maxWin(formatNumber(HOUSE_MAX_WIN_MULTIPLIER, language))}</p>
          <p>{text.fairness}</p>
        </div>
      </details>

      <RecentBets game={game} text={text} verifyHref={VERIFY_HREF} refreshKey={playedCount} />
    </HouseShell>
  );
}
