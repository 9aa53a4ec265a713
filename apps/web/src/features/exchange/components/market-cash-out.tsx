/**
 * A member's cash-out on one market of the odds view (Match Odds, or a Bookmaker market under its
 * block), read every `pollMs`; nothing for a visitor or a market where the member has no bets.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CashOutPanel } from '../../../shared/exchange/cash-out-panel';
import { cashOutQueryOptions } from '../../../shared/exchange/cash-out-queries';
import { useSession } from '../../../shared/session/session-store';
import { refreshExchangeFigures } from '../shell/exchange-figures';

/** Memoised: the odds view draws again at every picture of the book, which the cash-out ignores. */
export const MarketCashOut = memo(function MarketCashOut({
  marketId,
  pollMs,
}: {
  marketId: string;
  pollMs: number | false;
}) {
  const { t } = useTranslation();
  const { isMember } = useSession();
  const queryClient = useQueryClient();
  const cashOut = useQuery({
    ...cashOutQueryOptions(marketId, pollMs),
    enabled: marketId !== '' && isMember,
  });
  if (!cashOut.data) return null;
  return (
    <CashOutPanel
      quote={cashOut.data}
      title={
        cashOut.data.kind === 'bookmaker'
          ? t('exchange.cashOut.titleBookmaker')
          : t('exchange.cashOut.title')
      }
      onCashedOut={async () => {
        void refreshExchangeFigures(queryClient);
        return (await cashOut.refetch()).data;
      }}
    />
  );
});
