/**
 * /exchange-account/profit-loss: over a period, the overall result, the result per sport, and each
 * settled market (won or lost, the commission, the net that reached the balance).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { readRemoteId } from '../../../shared/session/session-store';
import { profitLossQueryOptions } from '../api/account-queries';
import { AccountPage } from '../components/account-page';
import { FactList } from '../components/fact-list';
import { EmptyState, QueryStates } from '../components/query-states';
import { RangePicker } from '../components/range-picker';
import { SignedAmount } from '../components/signed-amount';
import { useRangePage } from './use-range-page';

interface Figures {
  gross: number;
  commission: number;
  net: number;
}

function useFigureFacts() {
  const { t } = useTranslation();
  const format = useFormat();
  return (figures: Figures) => [
    {
      label: t('exchangeAccount.profitLoss.gross'),
      value: <SignedAmount amount={figures.gross} />,
    },
    {
      label: t('exchangeAccount.profitLoss.commission'),
      value: format.taka(figures.commission),
    },
    { label: t('exchangeAccount.profitLoss.net'), value: <SignedAmount amount={figures.net} /> },
  ];
}

export function ProfitLossScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const figureFacts = useFigureFacts();
  const period = useRangePage();
  const report = useQuery(profitLossQueryOptions(readRemoteId() ?? 0, period.range));
  return (
    <AccountPage title={t('exchangeAccount.menu.profitLoss')}>
      <RangePicker preset={period.preset} range={period.range} onChange={period.choose} />
      <QueryStates query={report}>
        {(answer) =>
          answer.markets.length === 0 ? (
            <EmptyState title={t('exchangeAccount.profitLoss.empty')} />
          ) : (
            <div className="exchange-account__list stack-3" aria-busy={report.isPlaceholderData}>
              <section className="exchange-account__card stack-2 exchange-account__card--total">
                <h2 className="exchange-account__section-title">
                  {t('exchangeAccount.profitLoss.total')}
                </h2>
                <FactList facts={figureFacts(answer.total)} />
              </section>
              <h2 className="exchange-account__section-title">
                {t('exchangeAccount.profitLoss.bySport')}
              </h2>
              {answer.sports.map((sport) => (
                <section key={sport.sport} className="exchange-account__card stack-2">
                  <h3 className="exchange-account__event">
                    {t(`exchangeAccount.sports.${sport.sport}`, { defaultValue: sport.sport })}
                  </h3>
                  <FactList facts={figureFacts(sport)} />
                </section>
              ))}
              <h2 className="exchange-account__section-title">
                {t('exchangeAccount.profitLoss.markets')}
              </h2>
              {answer.markets.map((market) => (
                <article
                  key={market.market_id}
                  className="exchange-account__card stack-2"
                  aria-label={`${market.event_name} ${market.market_name}`}
                >
                  <header className="exchange-account__card-head">
                    <span className="exchange-account__event">{market.event_name}</span>
                    <span className="exchange-account__market text-muted-xs">
                      {format.dateTime(market.settled_at)}
                    </span>
                  </header>
                  <p className="exchange-account__selection">
                    {market.kind === 'fancy'
                      ? market.market_name
                      : t(`exchangeAccount.kinds.${market.kind}`)}
                  </p>
                  <FactList facts={figureFacts(market)} />
                </article>
              ))}
            </div>
          )
        }
      </QueryStates>
    </AccountPage>
  );
}
