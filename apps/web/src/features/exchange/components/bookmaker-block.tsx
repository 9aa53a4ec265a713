/**
 * Bookmaker: the house's back and lay rate per runner, keyed by market id (the id a bet names),
 * with the Suspend / Ball Running band over a runner that cannot be bet on.
 */
import type { ExchangeEvent, Language } from '@khela/contract';
import { toLocalDigits } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/use-format';
import type { TranslateFunction } from '../../../shared/i18n/translator';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { BetPick } from '../bet-pick';
import { useQuoteBoard, type CellQuote, type CellQuotes } from '../quote-board';
import { MarketBlock } from './market-block';
import { LiveOddsRow } from './odds-row';

const sides = ['back', 'lay'] as const;

function runnerKey(marketId: string, selectionId: string | number | undefined, index: number) {
  return `${marketId}:${selectionId ?? `#${index}`}`;
}

/** Each runner's back and lay rate as its cells show them, with what a tap on each picks. */
function bookmakerQuotes(
  bookmaker: ExchangeEvent['bookmaker'],
  t: TranslateFunction,
  language: Language,
): CellQuotes {
  const quotes = new Map<string, CellQuote>();
  for (const [marketId, market] of Object.entries(bookmaker)) {
    market.runners.forEach((runner, index) => {
      const { selectionId } = runner;
      // A runner without an id cannot be named by a bet: its rates show, a tap picks nothing.
      for (const side of sides) {
        const price = side === 'back' ? runner.backPrice : runner.layPrice;
        if (price <= 0) continue;
        quotes.set(`${runnerKey(marketId, selectionId, index)}:${side}`, {
          price,
          shown: toLocalDigits(String(price), language),
          detail: '',
          label: t('exchange.priceLabel', {
            side: t(`exchange.sides.${side}`),
            selection: runner.runner,
            price,
          }),
          pick:
            selectionId === undefined
              ? undefined
              : {
                  kind: 'bookmaker',
                  marketId,
                  selectionId,
                  selection: runner.runner,
                  side,
                  price,
                  limits: market.stake_limits,
                },
        });
      }
    });
  }
  return quotes;
}

export function BookmakerBlock({
  bookmaker,
  onPick,
}: {
  bookmaker: ExchangeEvent['bookmaker'];
  onPick: (pick: BetPick) => void;
}) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const board = useQuoteBoard(bookmakerQuotes(bookmaker, t, language));
  const markets = Object.entries(bookmaker);
  return (
    <MarketBlock
      title={t('exchange.bookmaker')}
      columns={[t('exchange.columnBack'), t('exchange.columnLay')]}
    >
      {markets.length === 0 ? (
        <p className="odds-market__empty text-muted-sm">{t('exchange.noBookmaker')}</p>
      ) : null}
      {markets.flatMap(([marketId, market]) =>
        market.runners.map((runner, index) => {
          const rowKey = runnerKey(marketId, runner.selectionId, index);
          return (
            <LiveOddsRow
              key={rowKey}
              testId="bookmaker-row"
              rowKey={rowKey}
              sides={sides}
              name={runner.runner}
              suspended={runner.suspended}
              ballRunning={runner.ball_running}
              board={board}
              onPick={onPick}
            />
          );
        }),
      )}
    </MarketBlock>
  );
}
