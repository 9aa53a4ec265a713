/**
 * The member's position on a Match Odds market and its cash-out: what each runner winning would
 * give now, a slider for the share to cash out (all by default: each hedge stake scaled, as
 * `partialCashOut` does), and one tap to place the hedge the server quoted through the normal bet call (each bet
 * its own key, the in-play delay and checks as for any bet). The quote is read again afterwards:
 * when the prices moved while the hedge was placed, the position is no longer level and the panel
 * says so with the new figures.
 */
import { newIdempotencyKey } from '@khela/client-kit';
import type { CashOutQuote } from '@khela/contract';
import { useState } from 'react';
import { useFormat } from '../../../shared/format/use-format';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { placeExchangeBet } from '../api/place-exchange-bet';

/** Paisa of rounding a level position may show between runners. */
const LEVEL_WITHIN_TAKA = 1;

type Outcome = 'done' | 'part' | 'moved' | 'failed' | null;

/** The hedge for a share of the position: each stake scaled and floored to the paisa. */
function partOf(bets: NonNullable<CashOutQuote['cash_out']>['bets'], percent: number) {
  return bets
    .map((bet) => ({
      ...bet,
      stake: Math.floor((Math.round(bet.stake * 100) * percent) / 100) / 100,
    }))
    .filter((bet) => bet.stake > 0);
}

export function CashOutPanel({
  quote,
  names,
  onCashedOut,
}: {
  quote: CashOutQuote;
  /** The runners' names by selection id. */
  names: ReadonlyMap<number, string>;
  /** Reads the quote (and the balance) again; answers the new quote. */
  onCashedOut: () => Promise<CashOutQuote | undefined>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [percent, setPercent] = useState(100);
  if (quote.unavailable === 'no-position' || quote.unavailable === 'not-offered') return null;
  const money = (taka: number) =>
    taka < 0 ? `−${format.taka(-taka)}` : `${taka > 0 ? '+' : ''}${format.taka(taka)}`;
  const level =
    quote.runners.length > 0 &&
    Math.max(...quote.runners.map((runner) => runner.pnl)) -
      Math.min(...quote.runners.map((runner) => runner.pnl)) <=
      LEVEL_WITHIN_TAKA;

  const cashOut = async () => {
    if (!quote.cash_out || busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      for (const bet of partOf(quote.cash_out.bets, percent)) {
        await placeExchangeBet(
          {
            market_id: quote.market_id,
            selection_id: bet.selection_id,
            side: bet.side,
            odds: bet.price,
            stake: bet.stake,
          },
          newIdempotencyKey(),
        );
      }
      const after = await onCashedOut();
      const spread = after
        ? Math.max(...after.runners.map((runner) => runner.pnl)) -
          Math.min(...after.runners.map((runner) => runner.pnl))
        : 0;
      // A part leaves the rest riding, so only a whole cash-out is expected to be level.
      setOutcome(percent < 100 ? 'part' : spread <= LEVEL_WITHIN_TAKA ? 'done' : 'moved');
    } catch {
      setOutcome('failed');
      await onCashedOut();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="cash-out stack-2" aria-labelledby="cash-out-title" data-testid="cash-out">
      <h2 id="cash-out-title" className="cash-out__title">
        {t('exchange.cashOut.title')}
      </h2>
      <ul className="cash-out__runners plain-list">
        {quote.runners.map((runner) => (
          <li key={runner.selection_id} className="row-2 cash-out__runner">
            <span>{names.get(runner.selection_id) ?? String(runner.selection_id)}</span>
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
      {outcome === 'failed' ? <p role="alert">{t('exchange.cashOut.failed')}</p> : null}
      {level && outcome !== 'moved' ? (
        <p className="text-muted-sm">{t('exchange.cashOut.level')}</p>
      ) : quote.cash_out ? (
        <>
          <label className="cash-out__part stack-1">
            <span>{t('exchange.cashOut.part', { percent: format.number(percent) })}</span>
            <input
              type="range"
              min={10}
              max={100}
              step={10}
              value={percent}
              disabled={busy}
              onChange={(event) => setPercent(Number(event.target.value))}
            />
          </label>
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
      ) : (
        <p className="text-muted-sm">{t('exchange.cashOut.noPrice')}</p>
      )}
    </section>
  );
}
