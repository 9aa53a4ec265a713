/**
 * Mines (/house/mines): choose a stake and a mine count, start, open tiles until you cash out or hit
 * a mine. A game left in play resumes when the page opens again. The cash-out button shows what a
 * cash-out pays now, worked out exactly as the server floors it.
 */
import {
  HOUSE_MAX_WIN_MULTIPLIER,
  paisa,
  paisaToTaka,
  takaToPaisa,
  type Language,
} from '@khela/contract';
import { MINES_RTP, minesPayoutPaisa } from '@khela/house-games';
import { useState } from 'react';
import { formatTaka, toLocalDigits } from '../../shared/format/format';
import { Button } from '../../shared/ui/button';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { lobbyOfPage, RoundFrame, verifyHref } from '../stepped/round-frame';
import { shellTexts } from '../shell/shell-texts';
import { parseStake, StakeControl } from '../shell/stake-control';
import { MineCountPicker } from './mine-count-picker';
import { formatMultiplier } from './mines-format';
import { MinesGrid, tileStates } from './mines-grid';
import { MinesRules } from './mines-rules';
import { useRefusalWording } from '../shell/refusal';
import { minesTexts } from './mines-texts';
import { useHouseSession } from '../shell/house-session';
import { useMinesGame, type MinesProblem } from './use-mines-game';
import './mines.css';

const DEFAULT_MINES = 3;
const EMPTY_GRID = tileStates([], null);

/** stake × multiplier floored to the paisa, never above the cap: what the server pays. */
function cashOutTaka(stake: number, mines: number, safePicks: number): number {
  if (safePicks < 1) return 0;
  const stakePaisa = takaToPaisa(stake);
  const payoutPaisa = Math.min(
    minesPayoutPaisa(stakePaisa, mines, safePicks),
    stakePaisa * HOUSE_MAX_WIN_MULTIPLIER,
  );
  return paisaToTaka(paisa(payoutPaisa));
}

export function MinesScreen() {
  const { stakeLimits } = useHouseSession();
  const STAKE_LIMITS = { ...stakeLimits, stepTaka: 1 };
  const text = useTexts(minesTexts);
  const shell = useTexts(shellTexts);
  const language = useHouseLanguage();
  const game = useMinesGame();
  const [stakeText, setStakeText] = useState('10');
  const [mineCount, setMineCount] = useState(DEFAULT_MINES);
  const [stakeError, setStakeError] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  const lobby = lobbyOfPage();

  const refusalWording = useRefusalWording();
  const wording = (problem: MinesProblem) =>
    problem.kind === 'offline' ? text.offline : refusalWording(problem.refusal, text.loadFailed);

  return (
    <RoundFrame
      title={shell.games.mines}
      load={game.load}
      texts={text}
      onRetry={game.retryLoad}
      className="mines-status"
    >
      {() => page()}
    </RoundFrame>
  );

  function page() {
    const bet = game.bet;
    const minesGame = bet?.mines_game ?? null;
    const inPlay = bet?.status === 'open' && minesGame !== null;
    const isOver = bet !== null && bet.status !== 'open';
    const safePicks = inPlay ? minesGame.picks.length : 0;
    const payout = inPlay ? cashOutTaka(bet.stake, minesGame.mines, safePicks) : 0;
    const states = minesGame ? tileStates(minesGame.picks, minesGame.mine_tiles) : EMPTY_GRID;

    const onStart = () => {
      const stake = parseStake(stakeText);
      if (stake === null || stake < STAKE_LIMITS.minTaka || stake > STAKE_LIMITS.maxTaka) {
        setStakeError(true);
        return;
      }
      setStakeError(false);
      void game.start(stake, mineCount);
    };

    return (
      <>
        <section className="mines-board stack-3" aria-labelledby="mines-board-status">
          <div id="mines-board-status" className="mines-meter row-3" aria-live="polite">
            {inPlay ? (
              <>
                <span className="mines-meter__now">
                  <span className="mines-meter__label">{text.multiplier}</span>
                  <strong data-testid="mines-multiplier">
                    {formatMultiplier(minesGame.multiplier, language)}
                  </strong>
                </span>
                <span className="mines-meter__next">
                  {minesGame.next_multiplier === null
                    ? text.noTileLeft
                    : text.nextTile(formatMultiplier(minesGame.next_multiplier, language))}
                </span>
              </>
            ) : null}
            {isOver && bet.status === 'won' ? (
              <p className="mines-result mines-result--won" data-testid="mines-result">
                {text.won(
                  formatTaka(bet.payout, language),
                  formatMultiplier(minesGame?.multiplier ?? 1, language),
                )}
              </p>
            ) : null}
            {isOver && bet.status === 'lost' ? (
              <p className="mines-result mines-result--lost" data-testid="mines-result">
                {text.lost(formatTaka(bet.stake, language))}
              </p>
            ) : null}
            {!inPlay && !isOver ? (
              <p className="mines-meter__hint text-muted-sm">{text.setupHint}</p>
            ) : null}
          </div>
          <MinesGrid
            states={states}
            canPick={inPlay && game.busy === null}
            pickingTile={game.pickingTile}
            onPick={(tile) => void game.pick(tile)}
          />
          {inPlay ? <p className="mines-meter__hint text-muted-sm">{text.playHint}</p> : null}
        </section>

        {game.problem ? (
          <p className="mines-problem" role="alert">
            {wording(game.problem)}
          </p>
        ) : null}

        {inPlay ? (
          <Button
            block
            className="mines-action"
            data-testid="mines-cashout"
            disabled={safePicks < 1 || game.busy !== null}
            isBusy={game.busy === 'cashout'}
            busyLabel={text.cashingOut}
            onClick={() => void game.cashOut()}
          >
            {safePicks < 1 ? text.cashOutNeedsPick : text.cashOut(formatTaka(payout, language))}
          </Button>
        ) : null}

        {isOver ? (
          <>
            <Button
              block
              className="mines-action"
              data-testid="mines-again"
              onClick={game.playAgain}
            >
              {text.playAgain}
            </Button>
            <a className="mines-verify-link" href={verifyHref(bet.id, lobby)}>
              {text.verifyGame}
            </a>
          </>
        ) : null}

        {!inPlay && !isOver ? (
          <div className="panel mines-setup">
            <StakeControl
              value={stakeText}
              onChange={(next) => {
                setStakeText(next);
                setStakeError(false);
              }}
              limits={STAKE_LIMITS}
              disabled={game.busy !== null}
            />
            {stakeError ? (
              <p className="mines-problem" role="alert">
                {text.stakeInvalid}
              </p>
            ) : null}
            <MineCountPicker
              value={mineCount}
              onChange={setMineCount}
              disabled={game.busy !== null}
            />
            <Button
              block
              className="mines-action"
              data-testid="mines-start"
              isBusy={game.busy === 'start'}
              busyLabel={text.starting}
              onClick={onStart}
            >
              {text.start}
            </Button>
          </div>
        ) : null}

        <Button
          variant="ghost"
          size="sm"
          className="mines-rules-button"
          onClick={() => setRulesOpen(true)}
        >
          {text.rules} · {shell.rtp(minesRtpText(language))}
        </Button>
        <MinesRules
          isOpen={rulesOpen}
          onClose={() => setRulesOpen(false)}
          mineCount={minesGame?.mines ?? mineCount}
        />
      </>
    );
  }
}

function minesRtpText(language: Language): string {
  return toLocalDigits(String(Math.round(MINES_RTP * 10_000) / 100), language);
}
