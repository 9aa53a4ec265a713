/**
 * The Slots page (/house/slots): the 5×3 machine, the stake and the Spin button, the result of the
 * last spin (lines drawn, line wins listed), the published paytable and the last spins with their
 * way to the verify page.
 */
import type { HouseBet, Language } from '@khela/contract';
import { takaToNearestPaisa } from '@khela/contract';
import {
  isSlotsStake,
  SLOTS_PAYLINE_COUNT,
  SLOTS_REEL_STRIPS,
  SLOTS_ROW_COUNT,
} from '@khela/house-games';
import { BookOpen } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { formatTaka, toLocalDigits } from '../../shared/format/format';
import { Button } from '../../shared/ui/button';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { useHouseSession } from '../shell/house-session';
import { HouseShell } from '../shell/house-shell';
import { shellTexts } from '../shell/shell-texts';
import { lobbyPathOf } from '../shell/launch-token';
import { RecentBets } from '../shell/recent-bets';
import { refusalText } from '../shell/refusal';
import { parseStake, StakeControl, type StakeLimits } from '../shell/stake-control';
import { paylineColour, ReelWindow } from './reel-window';
import { SlotsRules } from './slots-rules';
import { slotsTexts } from './slots-texts';
import { useSlotsSpin, type SpinFailure } from './use-slots-spin';
import './slots.css';

const VERIFY_HREF = '/house/verify';

/** Slots stakes go in steps of ৳0.20: one paisa-exact coin on each of the 20 lines. */
const SLOTS_STAKE_STEP_TAKA = 0.2;

/** Before the first spin the reels rest at stop 0 of the published strips. */
const restingReels = SLOTS_REEL_STRIPS.map((strip) => strip.slice(0, SLOTS_ROW_COUNT));

type SlotsText = ReturnType<typeof useTexts<typeof slotsTexts.en>>;

/** Why the typed stake cannot be spun, or null when it can. */
function stakeProblem(
  text: SlotsText,
  limits: StakeLimits,
  stakeText: string,
  balance: number,
  format: (amount: number) => string,
): string | null {
  const stake = parseStake(stakeText);
  if (stake === null || !isSlotsStake(takaToNearestPaisa(stake))) return text.stakeInvalid;
  if (stake < limits.minTaka || stake > limits.maxTaka) {
    return text.stakeOutOfRange(format(limits.minTaka), format(limits.maxTaka));
  }
  if (stake > balance) return text.notEnoughBalance;
  return null;
}

function failureText(text: SlotsText, failure: SpinFailure, language: Language): string {
  if (failure.kind === 'offline') return text.noConnection;
  return failure.refusal ? refusalText(failure.refusal, language) : text.failed;
}

function SpinResult({ bet }: { bet: HouseBet | null }) {
  const text = useTexts(slotsTexts);
  const language = useHouseLanguage();
  if (!bet) return <p className="slots-result__headline slots-muted">{text.ready}</p>;
  const lineWins = bet.slots?.line_wins ?? [];
  const number = (value: number) => toLocalDigits(String(value), language);
  const symbolName = (symbol: string) => (text.symbols as Record<string, string>)[symbol] ?? symbol;
  return (
    <>
      <p
        className={`slots-result__headline${bet.payout > 0 ? ' slots-result__headline--win' : ''}`}
        data-testid="slots-total-win"
      >
        {bet.payout > 0 ? text.win(formatTaka(bet.payout, language)) : text.noWin}
      </p>
      {lineWins.length > 0 ? (
        <ul className="slots-result__lines stack-1">
          {lineWins.map((win, index) => (
            <li key={win.line}>
              <span
                className="slots-result__swatch"
                style={{ background: paylineColour(index) }}
                aria-hidden="true"
              />
              {text.lineWin(
                number(win.line),
                number(win.count),
                symbolName(win.symbol),
                formatTaka(win.win, language),
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function SlotsScreen() {
  const text = useTexts(slotsTexts);
  const shell = useTexts(shellTexts);
  const language = useHouseLanguage();
  const { balance, stakeLimits } = useHouseSession();
  const limits: StakeLimits = { ...stakeLimits, stepTaka: SLOTS_STAKE_STEP_TAKA };
  const [stakeText, setStakeText] = useState('1');
  const [isRulesOpen, setRulesOpen] = useState(false);
  const [playedCount, setPlayedCount] = useState(0);
  const onPlayed = useCallback(() => setPlayedCount((count) => count + 1), []);
  const { bet, isSpinning, failure, spin, retry } = useSlotsSpin(onPlayed);
  const reasonId = useId();

  const format = (amount: number) => formatTaka(amount, language);
  const problem = stakeProblem(text, limits, stakeText, balance, format);
  const stake = parseStake(stakeText);
  const reels = bet?.slots?.reels ?? restingReels;

  return (
    <HouseShell
      title={shell.games.slots}
      verifyHref={VERIFY_HREF}
      lobbyHref={typeof window === 'undefined' ? null : lobbyPathOf(window.location)}
    >
      <ReelWindow reels={reels} lineWins={bet?.slots?.line_wins ?? []} isSpinning={isSpinning} />

      <section className="slots-result stack-2" aria-live="polite">
        {isSpinning ? (
          <p className="slots-result__headline slots-muted">{text.spinning}</p>
        ) : (
          <SpinResult bet={bet} />
        )}
      </section>

      {failure ? (
        <div className="slots-failure stack-2" role="alert">
          <p>{failureText(text, failure, language)}</p>
          {failure.kind === 'offline' ? (
            <Button variant="secondary" size="sm" onClick={retry} isBusy={isSpinning}>
              {text.retry}
            </Button>
          ) : null}
        </div>
      ) : null}

      <section className="panel slots-controls">
        <StakeControl
          value={stakeText}
          onChange={setStakeText}
          limits={limits}
          disabled={isSpinning}
        />
        {problem === null && stake !== null ? (
          <p className="slots-muted slots-controls__note">
            {text.stakePerLine(format(stake / SLOTS_PAYLINE_COUNT))}
          </p>
        ) : null}
        {problem ? (
          <p id={reasonId} className="slots-controls__problem">
            {problem}
          </p>
        ) : null}
        <Button
          className="slots-spin"
          block
          isBusy={isSpinning}
          busyLabel={text.spinning}
          disabled={problem !== null}
          aria-describedby={problem ? reasonId : undefined}
          onClick={() => {
            if (stake !== null) void spin(stake);
          }}
        >
          {text.spin}
        </Button>
      </section>

      <Button
        variant="ghost"
        icon={<BookOpen size={18} aria-hidden="true" />}
        onClick={() => setRulesOpen(true)}
      >
        {text.rulesOpen}
      </Button>
      <SlotsRules isOpen={isRulesOpen} onClose={() => setRulesOpen(false)} />

      <RecentBets game="slots" text={text} verifyHref={VERIFY_HREF} refreshKey={playedCount} />
    </HouseShell>
  );
}
