/**
 * The live score: the page the score board call names, framed at a fixed height (no jump). Our own
 * score page is asked for in the player's language; another host's address is framed as it is.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { scoreFrameQueryOptions } from '../api/get-score-board';

function inLanguage(address: string, language: string): string {
  if (language !== 'bn' || !address.startsWith('/')) return address;
  return `${address}${address.includes('?') ? '&' : '?'}lang=bn`;
}

export function LiveScoreFrame({ eventId }: { eventId: string }) {
  const { t, i18n } = useTranslation();
  const frame = useQuery(scoreFrameQueryOptions(eventId));
  return (
    <div className="live-score box-sunken" aria-busy={frame.isPending || undefined}>
      {frame.data ? (
        <iframe
          className="live-score__frame"
          src={inLanguage(frame.data, i18n.language)}
          title={t('exchange.liveScore')}
          loading="lazy"
        />
      ) : frame.isPending ? null : (
        <p className="live-score__note text-muted-sm">{t('exchange.scoreUnavailable')}</p>
      )}
    </div>
  );
}
