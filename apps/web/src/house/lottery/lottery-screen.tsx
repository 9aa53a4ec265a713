/**
 * The scheduled lottery (/house/lottery): the draw selling now with its countdown, pool and
 * published seed hash; five numbers to pick and a ticket to buy; the player's tickets; and the
 * last draw with its numbers, its winners, the player's results and its revealed seed, checked on
 * the page against the hash and the numbers.
 */
import { LOTTERY_TICKET_TAKA, type LotteryDraw, type LotteryTicket } from '@khela/contract';
import { hashServerSeed, LOTTERY_NUMBERS, LOTTERY_PICKS, lotteryNumbers } from '@khela/house-games';
import { useState } from 'react';
import { formatTaka, toLocalDigits } from '../../shared/format/format';
import { Button } from '../../shared/ui/button';
import { randomPicks } from '../instant/random-picks';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { useHouseSession } from '../shell/house-session';
import { useRefusalWording } from '../shell/refusal';
import { shellTexts } from '../shell/shell-texts';
import { RoundFrame } from '../stepped/round-frame';
import { lotteryTexts } from './lottery-texts';
import { useLottery } from './use-lottery';
import '../instant/instant.css';
import './lottery.css';

const NUMBERS = Array.from({ length: LOTTERY_NUMBERS }, (_, index) => index + 1);

function countdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The draw checks out when its seed hashes to the commitment and gives its numbers. */
function drawChecks(draw: LotteryDraw): boolean {
  if (!draw.server_seed || !draw.numbers) return false;
  return (
    hashServerSeed(draw.server_seed) === draw.server_seed_hash &&
    JSON.stringify(lotteryNumbers(draw.server_seed, draw.number)) === JSON.stringify(draw.numbers)
  );
}

export function LotteryScreen() {
  const text = useTexts(lotteryTexts);
  const shell = useTexts(shellTexts);
  const language = useHouseLanguage();
  const { balance } = useHouseSession();
  const lottery = useLottery();
  const [picks, setPicks] = useState<number[]>([]);
  const refusalWording = useRefusalWording();
  const digits = (value: number | string) => toLocalDigits(String(value), language);
  const price = formatTaka(LOTTERY_TICKET_TAKA, language);

  const toggle = (value: number) =>
    setPicks((current) =>
      current.includes(value)
        ? current.filter((pick) => pick !== value)
        : current.length >= LOTTERY_PICKS
          ? current
          : [...current, value].sort((a, b) => a - b),
    );

  const ticketLine = (ticket: LotteryTicket) => (
    <li key={ticket.id} className="lottery-ticket">
      <span>{ticket.picks.map(digits).join(' · ')}</span>
      {ticket.matches !== null ? (
        <span className={ticket.payout > 0 ? 'lottery-ticket__won' : 'house-muted'}>
          {text.ticketResult(
            ticket.matches,
            ticket.payout > 0 ? formatTaka(ticket.payout, language) : '',
          )}
        </span>
      ) : null}
    </li>
  );

  const page = () => {
    const state = lottery.state;
    if (!state) return null;
    const { open, last } = state;
    const left = Date.parse(open.closes_at) - lottery.serverNow;
    const mine = state.tickets.filter((ticket) => ticket.draw_id === open.id);
    const mineLast = last ? state.tickets.filter((ticket) => ticket.draw_id === last.id) : [];
    const reason =
      picks.length < LOTTERY_PICKS
        ? text.pickFive
        : balance < LOTTERY_TICKET_TAKA
          ? text.notEnough
          : null;
    return (
      <>
        <section className="panel stack-2" aria-labelledby="lottery-open">
          <h2 id="lottery-open" className="lottery-heading">
            {text.thisDraw(digits(open.id))}
          </h2>
          <p className="lottery-countdown" data-testid="lottery-countdown" aria-live="off">
            {left > 0 ? text.closesIn(digits(countdown(left))) : text.drawing}
          </p>
          <p>
            {text.pool(formatTaka(open.pool, language))} · {text.sold(open.tickets)}
          </p>
          <p className="text-faint-xs">
            {text.commitment}: <code className="lottery-hash">{open.server_seed_hash}</code>
          </p>
        </section>

        <section className="panel stack-3">
          <div className="keno-board lottery-board" role="group" aria-label={text.board}>
            {NUMBERS.map((value) => {
              const isPicked = picks.includes(value);
              return (
                <button
                  key={value}
                  type="button"
                  className="keno-board__number"
                  aria-pressed={isPicked}
                  aria-label={text.number(digits(value), isPicked)}
                  disabled={lottery.buying}
                  onClick={() => toggle(value)}
                >
                  {digits(value)}
                </button>
              );
            })}
          </div>
          <p className="house-muted">{text.picked(picks.length)}</p>
          <div className="row-2">
            <button
              type="button"
              className="house-chip"
              disabled={lottery.buying}
              onClick={() => setPicks(randomPicks(NUMBERS, LOTTERY_PICKS))}
            >
              {text.random}
            </button>
            <button
              type="button"
              className="house-chip"
              disabled={lottery.buying || picks.length === 0}
              onClick={() => setPicks([])}
            >
              {text.clear}
            </button>
          </div>
          {lottery.problem ? (
            <p className="stepped-problem" role="alert">
              {lottery.problem.kind === 'offline'
                ? text.offline
                : refusalWording(lottery.problem.refusal, text.refused)}
            </p>
          ) : null}
          {reason ? <p className="house-muted">{reason}</p> : null}
          <Button
            block
            data-testid="lottery-buy"
            disabled={reason !== null || left <= 0}
            isBusy={lottery.buying}
            busyLabel={text.buying}
            onClick={() => void lottery.buy(picks)}
          >
            {text.buy(price)}
          </Button>
          <h3 className="lottery-subheading">{text.yourTickets}</h3>
          {mine.length === 0 ? (
            <p className="house-muted">{text.noTickets}</p>
          ) : (
            <ul className="lottery-tickets" data-testid="lottery-tickets">
              {mine.map(ticketLine)}
            </ul>
          )}
        </section>

        <section
          className="panel stack-2"
          aria-labelledby="lottery-last"
          data-testid="lottery-last"
        >
          {last && last.numbers ? (
            <>
              <h2 id="lottery-last" className="lottery-heading">
                {text.lastDraw(digits(last.id))}
              </h2>
              <p>{text.numbersDrawn}</p>
              <ol className="lottery-balls" aria-label={text.numbersDrawn}>
                {last.numbers.map((value) => (
                  <li key={value} className="lottery-ball">
                    {digits(value)}
                  </li>
                ))}
              </ol>
              <p>
                {text.pool(formatTaka(last.pool, language))} ·{' '}
                {text.winners(
                  last.winners?.['5'] ?? 0,
                  last.winners?.['4'] ?? 0,
                  last.winners?.['3'] ?? 0,
                )}
              </p>
              <p className="house-muted">
                {text.carried(formatTaka(last.carried_out ?? 0, language))}
              </p>
              {mineLast.length > 0 ? (
                <>
                  <h3 className="lottery-subheading">{text.yourLastTickets}</h3>
                  <ul className="lottery-tickets" data-testid="lottery-last-tickets">
                    {mineLast.map(ticketLine)}
                  </ul>
                </>
              ) : null}
              <p className="text-faint-xs">
                {text.seed}: <code className="lottery-hash">{last.server_seed}</code>
                {' · '}
                {text.nonce(digits(last.number))}
              </p>
              <p data-testid="lottery-verified">
                {drawChecks(last) ? text.verified : text.notVerified}
              </p>
            </>
          ) : (
            <p className="house-muted" id="lottery-last">
              {text.noLastDraw}
            </p>
          )}
        </section>

        <details className="panel instant-rules">
          <summary>{text.rulesTitle}</summary>
          <p>{text.rules(price, text.every(state.draw_seconds, digits))}</p>
        </details>
      </>
    );
  };

  return (
    <RoundFrame
      title={shell.games.lottery}
      load={lottery.load}
      texts={text}
      onRetry={lottery.retryLoad}
      className="stepped-status"
    >
      {page}
    </RoundFrame>
  );
}
