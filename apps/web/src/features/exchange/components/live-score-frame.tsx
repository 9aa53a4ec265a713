/** The live score: the page the score board call names, framed at a fixed height (no jump). */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { scoreFrameQueryOptions } from '../api/get-score-board';

export function LiveScoreFrame({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const frame = useQuery(scoreFrameQueryOptions(eventId));
  return (
    <div className="live-score" aria-busy={frame.isPending || undefined}>
      {frame.data ? (
        <iframe
          className="live-score__frame"
          src={frame.data}
          title={t('exchange.liveScore')}
          loading="lazy"
        />
      ) : frame.isPending ? null : (
        <p className="live-score__note">{t('exchange.scoreUnavailable')}</p>
      )}
    </div>
  );
}
