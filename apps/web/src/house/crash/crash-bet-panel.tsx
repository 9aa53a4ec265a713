/**
 * The player's side of the round: a stake and an optional auto cash-out while bets are taken, the
 * live "Cash out ৳X" during the flight, and the result once it is settled. A bet carries an
 * Idempotency-Key made for that attempt and sent again unchanged when the player retries after a
 * lost connection, so a retry never bets twice.
 */
import { useId, useRef, useState } from 'react';
import {
  type CrashBet,
  type CrashRound,
  type CrashStateResponse,
  houseCalls,
} from '@khela/contract';
import { isNetworkError } from '../../shared/api-client';
import { formatTaka, toLocalDigits } from '../../shared/format/format';
import { newIdempotencyKey } from '@khela/client-kit';
import { Button } from '../../shared/ui/button';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { useHouseSession } from '../shell/house-session';
import { parseStake, StakeControl } from '../shell/stake-control';
import {
  canCashOutAt,
  cashoutValueTaka,
  formatMultiplier,
  phaseAt,
  roundMultiplierAt,
  toHundredths,
} from './crash-clock';
import { refusalOf, useRefusalWording } from '../shell/refusal';
import { crashTexts } from './crash-texts';
import { useFrameValue } from './use-frame-value';

const AUTO_MIN = 1.01;
const AUTO_MAX = 1000;

/** The typed auto cash-out: undefined when left empty, null when it is not allowed. */
export function parseAutoCashout(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= AUTO_MIN && value <= AUTO_MAX ? value : null;
}

interface PanelError {
  message: string;
  /** Sends the same attempt again (same Idempotency-Key) after a lost connection. */
  retry?: () => void;
}

export function CrashBetPanel({
  round,
  bet,
  history,
  serverNow,
  onBet,
  onRefresh,
}: {
  round: CrashRound | null;
  bet: CrashBet | null;
  history: CrashStateResponse['history'];
  serverNow: () => number;
  onBet: (bet: CrashBet, balance: number) => void;
  onRefresh: () => void;
}) {
  const text = useTexts(crashTexts);
  const language = useHouseLanguage();
  const wording = useRefusalWording();
  const { api, stakeLimits } = useHouseSession();
  const STAKE_LIMITS = { ...stakeLimits, stepTaka: 1 };
  const autoId = useId();
  const [stake, setStake] = useState('10');
  const [auto, setAuto] = useState('');
  const [busy, setBusy] = useState<'bet' | 'cashout' | null>(null);
  const [error, setError] = useState<PanelError | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [lastSettled, setLastSettled] = useState<CrashBet | null>(null);
  // A second tap while a request is on its way must not send another.
  const inFlight = useRef(false);

  const [roundId, setRoundId] = useState(round?.id ?? null);

  // The last settled bet stays on screen into the next round, until the player bets again.
  if (bet && bet.status !== 'active' && bet !== lastSettled) setLastSettled(bet);
  // A refusal belongs to its round; a new round starts with a clean panel.
  if ((round?.id ?? null) !== roundId) {
    setRoundId(round?.id ?? null);
    setError(null);
  }

  const phase = useFrameValue(() => (round ? phaseAt(round, serverNow()) : 'crashed'), true);
  const hundredths = useFrameValue(
    () => (round ? roundMultiplierAt(round, serverNow()) : 100),
    phase === 'flying' && bet?.status === 'active',
  );

  const money = (amount: number) => formatTaka(amount, language);
  const times = (multiplier: number) =>
    toLocalDigits(formatMultiplier(toHundredths(multiplier)), language);
  const serverMessage = (caught: unknown) => wording(refusalOf(caught), text.loadFailed);

  const sendBet = async (body: { stake: number; auto_cashout?: number }, key: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy('bet');
    setError(null);
    try {
      const answer = await api.call(houseCalls.crashBet, { body, idempotencyKey: key });
      setLastSettled(null);
      onBet(answer.bet, answer.balance);
    } catch (caught) {
      if (isNetworkError(caught)) {
        setError({ message: text.networkFailed, retry: () => void sendBet(body, key) });
      } else {
        setError({ message: serverMessage(caught) });
        onRefresh();
      }
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };

  const placeBet = () => {
    const stakeTaka = parseStake(stake);
    const autoCashout = parseAutoCashout(auto);
    if (stakeTaka === null) return setFormError(text.stakeInvalid);
    if (autoCashout === null) return setFormError(text.autoCashoutInvalid);
    setFormError(null);
    void sendBet(
      autoCashout === undefined
        ? { stake: stakeTaka }
        : { stake: stakeTaka, auto_cashout: autoCashout },
      newIdempotencyKey(),
    );
  };

  const cashOut = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy('cashout');
    setError(null);
    try {
      const answer = await api.call(houseCalls.crashCashout);
      onBet(answer.bet, answer.balance);
    } catch (caught) {
      if (isNetworkError(caught)) {
        // A repeat is safe: a bet already cashed out is refused, and the refresh shows it.
        setError({ message: text.networkFailed, retry: () => void cashOut() });
      } else {
        setError({ message: serverMessage(caught) });
      }
      onRefresh();
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };

  const crashPointOf = (settled: CrashBet) =>
    (round?.id === settled.round_id ? round.crash_point : null) ??
    history.find((item) => item.id === settled.round_id)?.crash_point ??
    null;
  const result = bet && bet.status !== 'active' ? bet : bet ? null : lastSettled;
  const canBet = round !== null && phase === 'betting' && bet === null;
  const active = bet?.status === 'active' ? bet : null;

  return (
    <section className="panel crash-bet" aria-label={text.panel}>
      {result ? <ResultLine bet={result} crashPoint={crashPointOf(result)} /> : null}

      <StakeControl
        value={stake}
        onChange={setStake}
        limits={STAKE_LIMITS}
        disabled={!canBet || busy !== null}
      />
      <div className="crash-bet__auto stack-1">
        <label htmlFor={autoId}>{text.autoCashout}</label>
        <div className="crash-bet__auto-row">
          <input
            id={autoId}
            className="stake__input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="2.00"
            value={auto}
            disabled={!canBet || busy !== null}
            onChange={(event) => setAuto(event.target.value)}
          />
          <span aria-hidden="true">×</span>
        </div>
        <span className="stake__limits text-faint-xs">{text.autoCashoutHint}</span>
      </div>

      {formError ? (
        <p className="crash-bet__error stack-2" role="alert">
          {formError}
        </p>
      ) : null}
      {error ? (
        <div className="crash-bet__error stack-2" role="alert">
          <p>{error.message}</p>
          {error.retry ? (
            <Button variant="secondary" size="sm" onClick={error.retry} disabled={busy !== null}>
              {text.tryAgain}
            </Button>
          ) : null}
        </div>
      ) : null}

      {active && phase === 'flying' ? (
        <Button
          block
          className="crash-bet__cashout"
          isBusy={busy === 'cashout'}
          busyLabel={text.cashingOut}
          disabled={!canCashOutAt(hundredths)}
          onClick={() => void cashOut()}
        >
          {text.cashOut(money(cashoutValueTaka(active.stake, hundredths)))}
        </Button>
      ) : active ? (
        <p className="crash-bet__waiting stack-1" role="status">
          {text.waitingForStart}
          <span>
            {text.yourBet(money(active.stake))}
            {active.auto_cashout !== null ? ` · ${text.yourAuto(times(active.auto_cashout))}` : ''}
          </span>
        </p>
      ) : canBet ? (
        <Button block isBusy={busy === 'bet'} busyLabel={text.placing} onClick={placeBet}>
          {text.placeBet}
        </Button>
      ) : round !== null && bet === null ? (
        <p className="crash-bet__note text-muted-sm">{text.betsClosed}</p>
      ) : null}
    </section>
  );
}

function ResultLine({ bet, crashPoint }: { bet: CrashBet; crashPoint: number | null }) {
  const text = useTexts(crashTexts);
  const language = useHouseLanguage();
  const times = (multiplier: number) =>
    toLocalDigits(formatMultiplier(toHundredths(multiplier)), language);
  if (bet.status === 'cashed_out' && bet.cashout_multiplier !== null) {
    return (
      <p
        className="crash-bet__result crash-bet__result--won"
        role="status"
        data-testid="crash-result"
      >
        {text.won(times(bet.cashout_multiplier), formatTaka(bet.payout, language))}
      </p>
    );
  }
  return (
    <p
      className="crash-bet__result crash-bet__result--lost"
      role="status"
      data-testid="crash-result"
    >
      {text.lost(formatTaka(bet.stake, language), crashPoint === null ? '…' : times(crashPoint))}
    </p>
  );
}
