/**
 * The live score: the page the score board call names, framed at a fixed height (no jump). Our own
 * score page is asked for in the player's language and without its own timed refresh: it is read
 * every few seconds and the frame reloads only when what it shows has changed, so a screen reader
 * reading the frame keeps its place while the score stands. Another host's address is framed as
 * it is.
 */
import { useQuery } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { scoreFrameQueryOptions, scorePageQueryOptions } from '../api/get-score-board';

function isOwnPage(address: string): boolean {
  return address.startsWith('/');
}

function framedAddress(address: string, language: string): string {
  if (!isOwnPage(address)) return address;
  const query = new URLSearchParams({
    ...(language === 'bn' ? { lang: 'bn' } : {}),
    refresh: 'off',
  });
  return `${address}${address.includes('?') ? '&' : '?'}${query.toString()}`;
}

/** How many times `value` has changed since it was first known (render-time derived state). */
function useChangeCount(value: string | null | undefined): number {
  const [seen, setSeen] = useState<{ value: string | null | undefined; count: number }>({
    value,
    count: 0,
  });
  if (value === undefined || value === seen.value) return seen.count;
  const count = seen.value === undefined ? seen.count : seen.count + 1;
  setSeen({ value, count });
  return count;
}

/** Memoised: the odds view draws again at every picture of the book, which this frame ignores. */
export const LiveScoreFrame = memo(function LiveScoreFrame({ eventId }: { eventId: string }) {
  const { t, i18n } = useTranslation();
  const frame = useQuery(scoreFrameQueryOptions(eventId));
  const address = frame.data ? framedAddress(frame.data, i18n.language) : undefined;
  const page = useQuery({
    ...scorePageQueryOptions(address ?? ''),
    enabled: address !== undefined && isOwnPage(address),
  });
  const version = useChangeCount(page.data);
  return (
    <div className="live-score box-sunken" aria-busy={frame.isPending || undefined}>
      {address ? (
        <iframe
          // A new key loads the page again: only when the score it shows has changed.
          key={version}
          className="live-score__frame"
          src={address}
          title={t('exchange.liveScore')}
          loading="lazy"
        />
      ) : frame.isPending ? null : (
        <p className="live-score__note text-muted-sm">{t('exchange.scoreUnavailable')}</p>
      )}
    </div>
  );
});
