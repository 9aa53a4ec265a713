/**
 * Notices over every exchange screen when a bet that waited in the book changes without the
 * player: another player matched it (whole or in part), or the market cancelled what still waited
 * (the in-play turn, a void, a trader's recall). The player's bets are read again every few
 * seconds while one of them waits, and at once after any bet, cancel or recall; each change asks
 * the header's figures (Main, Exposure, the bets badge) again. A notice stays 10 seconds or
 * until closed.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { exchangeBetCalls, type ExchangeBet } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { forgetOwnRecalls, isOwnCancel } from '../../../shared/exchange/own-cancels';
import { toLocalDigits } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/use-format';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { readRemoteId } from '../../../shared/session/session-store';
import { exchangeMemberKey, refreshHeaderFigures } from './exchange-figures';
import {
  isWaiting,
  waitingBetChanges,
  waitingBetsById,
  type WaitingBetChange,
} from './waiting-bet-changes';

const WAITING_POLL_MS = 5_000;
const NOTICE_MS = 10_000;
const NOTICES_SHOWN_MAX = 3;

interface Notice {
  id: number;
  change: WaitingBetChange;
}

export function WaitingBetNotices() {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [notices, setNotices] = useState<Notice[]>([]);
  // The waiting bets as last read; undefined until the first read, which tells nothing.
  const waitingRef = useRef<Map<number, ExchangeBet> | undefined>(undefined);
  const nextIdRef = useRef(1);

  useQuery({
    queryKey: [...exchangeMemberKey(readRemoteId()), 'bets', 'waiting'],
    queryFn: async ({ signal }) => {
      const bets = (await apiCall(exchangeBetCalls.list, { query: {}, signal })).data;
      const before = waitingRef.current;
      waitingRef.current = waitingBetsById(bets);
      const changes = before ? waitingBetChanges(before, bets, isOwnCancel) : [];
      forgetOwnRecalls();
      if (changes.length > 0) announce(queryClient, changes);
      return bets;
    },
    refetchInterval: (query) =>
      query.state.data?.some(isWaiting) === true ? WAITING_POLL_MS : false,
  });

  function announce(client: QueryClient, changes: WaitingBetChange[]) {
    const added = changes.map((change) => ({ id: nextIdRef.current++, change }));
    setNotices((current) => [...current, ...added].slice(-NOTICES_SHOWN_MAX));
    void refreshHeaderFigures(client);
  }

  const oldest = notices[0]?.id;
  useEffect(() => {
    if (oldest === undefined) return;
    const timer = window.setTimeout(
      () => setNotices((current) => current.filter((notice) => notice.id !== oldest)),
      NOTICE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [oldest]);

  const noticeText = ({ change }: Notice): string => {
    const { bet } = change;
    const values = {
      side: t(`exchange.sides.${bet.side}`),
      stake: format.taka(bet.stake),
      odds: toLocalDigits(String(bet.odds), format.language),
    };
    if (change.kind === 'cancelled') {
      return t('exchange.notices.cancelled', { ...values, amount: format.taka(change.cancelled) });
    }
    return bet.unmatched > 0
      ? t('exchange.notices.partly', {
          ...values,
          amount: format.taka(change.newlyMatched),
          waiting: format.taka(bet.unmatched),
        })
      : t('exchange.notices.matched', values);
  };

  return (
    <div
      className="bet-notices stack-2"
      role="status"
      aria-live="polite"
      aria-label={t('exchange.notices.label')}
    >
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`bet-notice bet-notice--${notice.change.kind} row-2`}
          data-testid="bet-notice"
        >
          <p>{noticeText(notice)}</p>
          <button
            type="button"
            className="bet-notice__close tap-square inline-center"
            aria-label={t('exchange.notices.close')}
            onClick={() =>
              setNotices((current) => current.filter((other) => other.id !== notice.id))
            }
          >
            <X size={18} aria-hidden="true" />
          </button>
        </div>
      ))}
    </div>
  );
}
