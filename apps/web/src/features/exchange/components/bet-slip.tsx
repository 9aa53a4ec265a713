/**
 * The bet slip, a bottom sheet over the markets: side and selection, the odds (stepped along the
 * ladder for Match Odds; the rate and line as shown for Bookmaker and Fancy, which the house takes
 * only unchanged), a stake with quick picks, the profit and liability preview, and Place bet.
 * While a bet is on its way the button is busy (no second send) and, for Match Odds in play (the
 * only market with a bet delay), says why it waits.
 */
import { useMutation } from '@tanstack/react-query';
import { Minus, Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { isApiError, isNetworkError } from '../../../shared/api-client';
import { toLocalDigits } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/use-format';
import { newIdempotencyKey } from '@khela/client-kit';
import { exchangeBetMessages, fillMessage, takaLabel, takaToPaisa } from '@khela/contract';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import type { BetPick } from '../bet-pick';
import { fancyLineText } from '../fancy-lines';
import { quoteMoved, type Quote } from '../current-quote';
import { placeBet, type PlacedBet } from '../place-bet';
import { ladderDown, ladderUp } from '../price-ladder';
import { cleanStakeInput, isOutsideLimits, parseSlipStake, slipPreview } from '../slip-maths';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { afterNextFrame } from '../../../shared/after-next-frame';

export const QUICK_STAKES = [100, 500, 1000, 5000] as const;

interface BetSlipProps {
  pick: BetPick;
  isInPlay: boolean;
  /** Bookmaker and Fancy: what the house quotes now for this pick, if it still quotes it. */
  quote?: Quote | undefined;
  onClose: () => void;
  onPlaced: (bet: PlacedBet) => void;
}

export function BetSlip({ pick, isInPlay, quote, onClose, onPlaced }: BetSlipProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const translate = useMessageTranslator();
  const titleId = useId();
  const stakeId = useId();
  const limitsId = useId();
  const stakeRef = useRef<HTMLInputElement>(null);
  const [stakeText, setStakeText] = useState('');
  const [odds, setOdds] = useState(pick.price);
  // Fancy: the runs line the bet is taken at, which moves with the rate.
  const [line, setLine] = useState(pick.kind === 'fancy' ? pick.line : undefined);
  const [problem, setProblem] = useState<string | undefined>();
  // One key per attempt: a retry after a network failure resends the same one, so the server
  // answers it once; any change to the bet makes it a new attempt.
  const keyRef = useRef<string | undefined>(undefined);
  const forgetKey = () => {
    keyRef.current = undefined;
  };

  // After the slip's first frame: focusing brings the page's style up to date at once, which
  // held a throttled phone's tap on a price back by 20 ms (docs/performance.md).
  useEffect(() => afterNextFrame(() => stakeRef.current?.focus()), []);

  const mutation = useMutation({
    mutationFn: (stake: number) => {
      keyRef.current ??= newIdempotencyKey();
      const asked: BetPick =
        pick.kind === 'fancy'
          ? { ...pick, price: odds, line: line ?? pick.line }
          : { ...pick, price: odds };
      return placeBet(asked, stake, odds, keyRef.current);
    },
    onSuccess: (bet) => {
      forgetKey();
      onPlaced(bet);
    },
    onError: (error) => {
      if (isNetworkError(error)) {
        setProblem(t('exchange.slip.networkError'));
        return;
      }
      forgetKey();
      setProblem(
        isApiError(error) && error.serverMessage
          ? translate(error.serverMessage)
          : t('exchange.slip.failed'),
      );
    },
  });
  const isBusy = mutation.isPending;

  const stake = parseSlipStake(stakeText);
  const preview = slipPreview(pick.kind, pick.side, stake ?? 0, odds);
  const isMatchOdds = pick.kind === 'match_odds';
  const tone = pick.side === 'back' || pick.side === 'yes' ? 'back' : 'lay';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    if (stake === undefined) {
      setProblem(t('exchange.slip.stakeInvalid'));
      stakeRef.current?.focus();
      return;
    }
    // The market's own refusal, said before sending: the server checks the same limits.
    if (pick.limits && isOutsideLimits(stake, pick.limits)) {
      setProblem(
        translate(
          fillMessage(exchangeBetMessages.stakeOutsideLimits, {
            min: takaLabel(takaToPaisa(pick.limits.min)),
            max: takaLabel(takaToPaisa(pick.limits.max)),
          }),
        ),
      );
      stakeRef.current?.focus();
      return;
    }
    setProblem(undefined);
    mutation.mutate(stake);
  };
  const changeStake = (text: string) => {
    forgetKey();
    setProblem(undefined);
    setStakeText(cleanStakeInput(text));
  };
  const stepOdds = (next: number) => {
    forgetKey();
    setOdds(next);
  };
  const movedQuote =
    isMatchOdds || isBusy
      ? undefined
      : quoteMoved(quote, { price: odds, line })
        ? quote
        : undefined;
  const takeQuote = (next: Quote) => {
    forgetKey();
    setProblem(undefined);
    setOdds(next.price);
    setLine(next.line);
  };

  return (
    <div className="bet-slip-layer">
      <section
        className={`bet-slip bet-slip--${tone}`}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !isBusy) onClose();
        }}
      >
        <header className="bet-slip__header row-2">
          <h2 id={titleId} className="bet-slip__title row-2">
            <span className={`bet-slip__side bet-slip__side--${tone}`}>
              {t(`exchange.sides.${pick.side}`)}
            </span>
            <span className="bet-slip__selection text-clip">{pick.selection}</span>
          </h2>
          <button
            type="button"
            className="bet-slip__close tap-square inline-center"
            aria-label={t('exchange.slip.cancel')}
            onClick={onClose}
            disabled={isBusy}
          >
            <X size={20} aria-hidden="true" />
          </button>
        </header>
        <form className="bet-slip__form stack-3" onSubmit={submit} noValidate>
          <div className="bet-slip__figures">
            {isMatchOdds ? (
              <div className="bet-slip__odds">
                <span className="bet-slip__label">{t('exchange.slip.odds')}</span>
                <div className="odds-stepper box-sunken">
                  <button
                    type="button"
                    aria-label={t('exchange.slip.oddsDown')}
                    onClick={() => stepOdds(ladderDown(odds))}
                    disabled={isBusy}
                  >
                    <Minus size={18} aria-hidden="true" />
                  </button>
                  <output aria-live="polite" data-testid="slip-odds">
                    {toLocalDigits(odds.toFixed(2), format.language)}
                  </output>
                  <button
                    type="button"
                    aria-label={t('exchange.slip.oddsUp')}
                    onClick={() => stepOdds(ladderUp(odds))}
                    disabled={isBusy}
                  >
                    <Plus size={18} aria-hidden="true" />
                  </button>
                </div>
              </div>
            ) : (
              <dl className="bet-slip__fixed">
                {pick.kind === 'fancy' ? (
                  <div>
                    <dt>{t('exchange.slip.line')}</dt>
                    <dd data-testid="slip-line">
                      {fancyLineText(
                        { type: pick.fancyType, side: pick.side, value: line ?? pick.line },
                        t,
                        format,
                      )}
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t('exchange.slip.rate')}</dt>
                  <dd data-testid="slip-rate">{format.number(odds)}</dd>
                </div>
              </dl>
            )}
            <div className="bet-slip__stake">
              <label className="bet-slip__label" htmlFor={stakeId}>
                {t('exchange.slip.stake')}
              </label>
              <input
                ref={stakeRef}
                id={stakeId}
                className="bet-slip__input"
                inputMode="decimal"
                pattern="[0-9]*[.]?[0-9]{0,2}"
                autoComplete="off"
                value={stakeText}
                onChange={(event) => changeStake(event.target.value)}
                disabled={isBusy}
                aria-describedby={pick.limits ? limitsId : undefined}
              />
              {pick.limits ? (
                <span id={limitsId} className="bet-slip__limits" data-testid="slip-limits">
                  {t('exchange.slip.limits', {
                    min: `৳${format.number(pick.limits.min)}`,
                    max: `৳${format.number(pick.limits.max)}`,
                  })}
                </span>
              ) : null}
            </div>
          </div>
          <div className="quick-stakes" role="group" aria-label={t('exchange.slip.quickStakes')}>
            {QUICK_STAKES.map((amount) => (
              <button
                key={amount}
                type="button"
                className="quick-stakes__item box"
                onClick={() => changeStake(String(amount))}
                disabled={isBusy}
              >
                {format.number(amount)}
              </button>
            ))}
          </div>
          <dl className="bet-slip__preview" aria-live="polite">
            <div>
              <dt>{t('exchange.slip.profit')}</dt>
              <dd className="bet-slip__profit" data-testid="slip-profit">
                {format.taka(preview.profit)}
              </dd>
            </div>
            <div>
              <dt>{t('exchange.slip.liability')}</dt>
              <dd className="bet-slip__liability" data-testid="slip-liability">
                {format.taka(preview.liability)}
              </dd>
            </div>
          </dl>
          <FormAlert message={problem} />
          {movedQuote ? (
            <div className="bet-slip__moved row-2" role="status">
              <p>
                {movedQuote.line === undefined
                  ? t('exchange.slip.rateNow', { rate: format.number(movedQuote.price) })
                  : t('exchange.slip.lineNow', {
                      rate: format.number(movedQuote.price),
                      line: format.number(movedQuote.line),
                    })}
              </p>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => takeQuote(movedQuote)}
              >
                {t('exchange.slip.takeNewRate')}
              </Button>
            </div>
          ) : null}
          {isBusy && isInPlay && isMatchOdds ? (
            <p className="bet-slip__delay" role="status">
              {t('exchange.slip.inPlayDelay')}
            </p>
          ) : null}
          <Button type="submit" block isBusy={isBusy} busyLabel={t('exchange.slip.placing')}>
            {t('exchange.slip.place')}
          </Button>
        </form>
      </section>
    </div>
  );
}
