/**
 * Suspend / Resume, Settle (a winner, or the runs for Fancy) and Void: each goes through a review
 * that says what will happen — bets and players affected, what the players and the house make —
 * before the operator confirms. A busy confirm cannot send twice.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarketLiabilityResponse, TradingMarket } from '@khela/contract';
import { formatTaka } from '../format';
import { getLiability, setMarketStatus, settleMarket } from './trading-api';
import { isLive } from './trading-labels';
import { FormField } from '../ui/form-field';
import { TextField } from '../ui/text-field';
import { ConfirmStep } from '../ui/confirm-step';

type Pending =
  | { action: 'suspend' }
  | { action: 'resume' }
  | { action: 'settle'; winner: number; label: string }
  | { action: 'settle'; runs: number; label: string }
  | { action: 'void' };

interface Props {
  eventId: string;
  market: TradingMarket;
  liability: MarketLiabilityResponse | undefined;
}

const signed = (amount: number) => (amount > 0 ? `+${formatTaka(amount)}` : formatTaka(amount));

export function MarketActions({ eventId, market, liability }: Props) {
  const client = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [choice, setChoice] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async (next: Pending): Promise<string> => {
      if (next.action === 'suspend' || next.action === 'resume') {
        await setMarketStatus(market.market_id, next.action === 'suspend' ? 'suspended' : 'open');
        return next.action === 'suspend' ? 'Market suspended.' : 'Market resumed.';
      }
      const summary = await settleMarket(
        market.market_id,
        next.action === 'void'
          ? { void: true }
          : 'runs' in next
            ? { runs: next.runs }
            : { winner_selection_id: next.winner },
      );
      const paid = `${summary.players} player${summary.players === 1 ? '' : 's'}`;
      return summary.status === 'voided'
        ? `Market voided: stakes returned to ${paid}.`
        : `Market settled: ${paid} paid.`;
    },
    onSuccess: (message) => {
      setPending(null);
      setChoice('');
      setDone(message);
      return Promise.all([
        client.invalidateQueries({ queryKey: ['trading-event', eventId] }),
        client.invalidateQueries({ queryKey: ['liability', market.market_id] }),
      ]);
    },
  });
  const runsPreview = useQuery({
    queryKey: [
      'liability',
      market.market_id,
      pending !== null && 'runs' in pending ? pending.runs : null,
    ],
    queryFn: () =>
      getLiability(market.market_id, pending !== null && 'runs' in pending ? pending.runs : 0),
    enabled: pending !== null && 'runs' in pending,
  });

  const start = (next: Pending) => {
    send.reset();
    setDone(null);
    setInvalid(null);
    setPending(next);
  };
  const reviewSettle = (event: FormEvent) => {
    event.preventDefault();
    if (market.kind === 'fancy') {
      const runs = Number(choice);
      if (choice.trim() === '' || !Number.isInteger(runs) || runs < 0) {
        setInvalid('Enter the result in whole runs, 0 or more.');
        return;
      }
      start({ action: 'settle', runs, label: `${runs} runs` });
      return;
    }
    const runner = market.runners.find((candidate) => String(candidate.selection_id) === choice);
    if (runner === undefined) {
      setInvalid('Choose the winner.');
      return;
    }
    start({ action: 'settle', winner: runner.selection_id, label: runner.name });
  };

  if (!isLive(market)) {
    return done === null ? null : (
      <p className="notice" role="status">
        {done}
      </p>
    );
  }

  if (pending !== null) {
    const confirmLabel = {
      suspend: 'Suspend market',
      resume: 'Resume market',
      settle: 'Settle market',
      void: 'Void market',
    }[pending.action];
    return (
      <ConfirmStep
        label="Review"
        confirmLabel={send.isPending ? 'Working…' : confirmLabel}
        isBusy={send.isPending}
        isDanger={pending.action === 'void'}
        error={send.error}
        onConfirm={() => send.mutate(pending)}
        onBack={() => setPending(null)}
      >
        <Review
          market={market}
          pending={pending}
          liability={liability}
          preview={runsPreview.data}
        />
      </ConfirmStep>
    );
  }

  return (
    <div className="market-actions">
      <div className="filters">
        {market.status === 'open' ? (
          <button className="button" type="button" onClick={() => start({ action: 'suspend' })}>
            Suspend
          </button>
        ) : (
          <button className="button" type="button" onClick={() => start({ action: 'resume' })}>
            Resume
          </button>
        )}
        <button className="button" type="button" onClick={() => start({ action: 'void' })}>
          Void
        </button>
      </div>
      <form className="filters" onSubmit={reviewSettle} aria-label="Settle" noValidate>
        {market.kind === 'fancy' ? (
          <TextField
            id={`settle-${market.market_id}-runs`}
            label="Result (runs)"
            name="runs"
            hint={settleHint(market.fancy_type)}
            inputMode="numeric"
            value={choice}
            onValueChange={setChoice}
          />
        ) : (
          <FormField id={`settle-${market.market_id}-winner`} label="Winner">
            {(control) => (
              <select
                {...control}
                value={choice}
                onChange={(event) => setChoice(event.target.value)}
              >
                <option value="">Choose the winner</option>
                {market.runners.map((runner) => (
                  <option key={runner.selection_id} value={runner.selection_id}>
                    {runner.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <button className="button button-primary" type="submit">
          Review settlement
        </button>
        {invalid !== null && (
          <p className="form-error" role="alert">
            {invalid}
          </p>
        )}
      </form>
      {done !== null && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
    </div>
  );
}

function Review({
  market,
  pending,
  liability,
  preview,
}: {
  market: TradingMarket;
  pending: Pending;
  liability: MarketLiabilityResponse | undefined;
  preview: MarketLiabilityResponse | undefined;
}) {
  const players = liability?.players.filter((player) => !player.market_maker).length ?? 0;
  const matched = liability?.matched_bets ?? market.matched_bets;
  const unmatched = liability?.unmatched_bets ?? market.unmatched_bets;
  const bets = `${matched} matched bet${matched === 1 ? '' : 's'} of ${players} player${players === 1 ? '' : 's'}`;
  if (pending.action === 'suspend') {
    return (
      <p>
        Suspend <strong>{market.name}</strong>: new bets are refused until you resume it. {bets}{' '}
        stay as they are.
      </p>
    );
  }
  if (pending.action === 'resume') {
    return (
      <p>
        Resume <strong>{market.name}</strong>: players can bet on it again
        {market.line === null
          ? '.'
          : ` at NO ${market.line.no_line} (${market.line.no_rate}) / YES ${market.line.yes_line} (${market.line.yes_rate}).`}
      </p>
    );
  }
  if (pending.action === 'void') {
    return (
      <p>
        Void <strong>{market.name}</strong>: every matched stake goes back ({bets},{' '}
        {formatTaka(liability?.matched_volume ?? market.matched_volume)}) and {unmatched} unmatched
        bet{unmatched === 1 ? ' is' : 's are'} cancelled. No one wins or loses. This cannot be
        undone.
      </p>
    );
  }
  const outcome =
    'runs' in pending
      ? preview?.at_runs
      : liability?.outcomes.find((candidate) => candidate.key === pending.winner);
  return (
    <>
      <p>
        Settle <strong>{market.name}</strong> with <strong>{pending.label}</strong>: pays out {bets}
        {unmatched > 0
          ? `; ${unmatched} unmatched bet${unmatched === 1 ? ' is' : 's are'} cancelled`
          : ''}
        . This cannot be undone.
      </p>
      {outcome === undefined || outcome === null ? (
        <p className="faint" role="status">
          Working out what it pays…
        </p>
      ) : (
        <p>
          Players {signed(outcome.players_pnl)} · House {signed(outcome.house_pnl)}
          {market.kind === 'match_odds' ? '; the house also takes commission from net winners' : ''}
        </p>
      )}
    </>
  );
}

/** Lottery and Odd/Even lines compare the runs entered in their own way: say which. */
function settleHint(fancyType: number | null): string | undefined {
  if (fancyType === 5) return 'Enter the runs: a Lottery line settles on their last digit.';
  if (fancyType === 6) return 'Enter the runs: an Odd/Even line settles on whether they are odd.';
  return undefined;
}
