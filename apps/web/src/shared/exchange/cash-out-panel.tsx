/**
 * A member's position on a Match Odds or Bookmaker market and its cash-out: what each runner
 * winning would give now, a slider for the share to cash out (all by default: each hedge stake
 * scaled, as `partialCashOut` does, never below the market's minimum stake), and one tap to place
 * the hedge the server quoted through the market's normal bet call (cash-out-hedge.ts). The quote
 * is read again afterwards: when the prices moved while the hedge was placed, the position is no
 * longer level and the panel says so with the new figures; a Bookmaker rate the house no longer
 * shows is refused and the panel says the rate moved.
 */
import type { CashOutQuote } from '@khela/contract';
import { useId, useState } from 'react';
import { useFormat } from '../format/use-format';
import { useTranslation } from '../i18n/use-translation';
import { Button } from '../ui/button';
import { hedgePart, isRateMoved, PART_STEP, placeHedgeBet, smallestPart } from './cash-out-hedge';
import './cash-out.css';

/** Paisa of rounding a level position may show between runners. */
const LEVEL_WITHIN_TAKA = 1;

type Outcome = 'done' | 'part' | 'moved' | 'rate-moved' | 'failed' | null;

function spreadOf(quote: CashOutQuote | undefined): number {
  if (!quote || quote.runners.length === 0) return 0;
  const pnls = quote.runners.map((runner) => runner.pnl);
  return Math.max(...pnls) - Math.min(...pnls);
}

/** Whether the quote names a position the panel shows (Fancy and no bets show nothing). */
export function hasCashOutPosition(quote: CashOutQuote): boolean {
  return quote.unavailable !== 'no-position' && quote.unavailable !== 'not-offered';
}

export function CashOutPanel({
  quote,
  title,
  subtitle,
  onCashedOut,
}: {
  quote: CashOutQuote;
  /** The heading; the odds view names the position, My Bets the event. */
  title?: string;
  subtitle?: string;
  /** Reads the quote (and the balance) again; answers the new quote. */
  onCashedOut: () => Promise<CashOutQuote | undefined>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [chosenPercent, setPercent] = useState(100);
  if (!hasCashOutPosition(quote)) return null;
  const money = (taka: number) =>
    taka < 0 ? `−${format.taka(-taka)}` : `${taka > 0 ? '+' : ''}${format.taka(taka)}`;
  const level = quote.runners.length > 0 && spreadOf(quote) <= LEVEL_WITHIN_TAKA;
  const lowest = quote.cash_out ? (smallestPart(quote.cash_out.bets, quote.min_stake) ?? 100) : 100;
  const percent = Math.max(chosenPercent, lowest);

  const cashOut = async () => {
    if (!quote.cash_out || busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      for (const bet of hedgePart(quote.cash_out.bets, percent)) await placeHedgeBet(quote, bet);
      const after = await onCashedOut();
      // A part leaves the rest riding, so only a whole cash-out is expected to be level.
      setOutcome(percent < 100 ? 'part' : spreadOf(after) <= LEVEL_WITHIN_TAKA ? 'done' : 'moved');
    } catch (error) {
      setOutcome(isRateMoved(error) ? 'rate-moved' : 'failed');
      await onCashedOut();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className="cash-out stack-2"
      aria-labelledby={titleId}
      data-testid="cash-out"
      data-market={quote.market_id}
    >
      <div className="stack-1">
        <h2 id={titleId} className="cash-out__title">
          {title ?? t('exchange.cashOut.title')}
        </h2>
        {subtitle ? <p className="cash-out__subtitle text-muted-sm">{subtitle}</p> : null}
      </div>
      <ul className="cash-out__runners plain-list">
        {quote.runners.map((runner) => (
          <li key={runner.selection_id} className="row-2 cash-out__runner">
            <span>{runner.name}</span>
            <span className={runner.pnl < 0 ? 'cash-out__loss' : 'cash-out__win'}>
              {money(runner.pnl)}
            </span>
          </li>
        ))}
      </ul>
      {outcome === 'done' ? (
        <p role="status">
          {t('exchange.cashOut.done', { value: money(quote.runners[0]?.pnl ?? 0) })}
        </p>
      ) : null}
      {outcome === 'part' ? <p role="status">{t('exchange.cashOut.partDone')}</p> : null}
      {outcome === 'moved' ? <p role="alert">{t('exchange.cashOut.moved')}</p> : null}
      {outcome === 'rate-moved' ? <p role="alert">{t('exchange.cashOut.rateMoved')}</p> : null}
      {outcome === 'failed' ? <p role="alert">{t('exchange.cashOut.failed')}</p> : null}
      {level && outcome !== 'moved' ? (
        <p className="text-muted-sm">{t('exchange.cashOut.level')}</p>
      ) : quote.cash_out ? (
        <>
          {lowest < 100 ? (
            <label className="cash-out__part stack-1">
              <span>{t('exchange.cashOut.part', { percent: format.number(percent) })}</span>
              <input
                type="range"
                min={lowest}
                max={100}
                step={PART_STEP}
                value={percent}
                disabled={busy}
                onChange={(event) => setPercent(Number(event.target.value))}
              />
            </label>
          ) : null}
          <Button
            block
            data-testid="cash-out-button"
            isBusy={busy}
            busyLabel={t('exchange.cashOut.placing')}
            onClick={() => void cashOut()}
          >
            {percent < 100
              ? t('exchange.cashOut.partButton', {
                  percent: format.number(percent),
                  value: money(Math.round(quote.cash_out.value * percent) / 100),
                })
              : t('exchange.cashOut.button', { value: money(quote.cash_out.value) })}
          </Button>
        </>
      ) : quote.unavailable === 'below-minimum' ? (
        <p className="text-muted-sm">
          {t('exchange.cashOut.belowMinimum', { min: format.taka(quote.min_stake) })}
        </p>
      ) : (
        <p className="text-muted-sm">{t('exchange.cashOut.noPrice')}</p>
      )}
    </section>
  );
}
