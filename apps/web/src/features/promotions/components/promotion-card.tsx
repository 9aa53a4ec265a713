/** A mobile promotion card: thumbnail, name, a five-word preview, the dates and a Details button. */
import { CalendarDays } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { Button } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/loaders';
import type { ListedPromotion } from '../api/get-promotions';
import { formatCalendarDate, previewWords } from '../promotion-text';

export function PromotionCard({
  promotion,
  isFirst,
  onDetails,
}: {
  promotion: ListedPromotion;
  isFirst: boolean;
  onDetails: (promotion: ListedPromotion) => void;
}) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const start = formatCalendarDate(promotion.start_date, language);
  const end = formatCalendarDate(promotion.end_date, language);
  return (
    <article className="media-card" aria-labelledby={`promotion-${promotion.id}`}>
      <img
        className="media-card__image"
        src={promotion.thumbnail}
        alt=""
        width={750}
        height={375}
        loading={isFirst ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="media-card__body promotion-card__body">
        <h2 id={`promotion-${promotion.id}`} className="media-card__title">
          {promotion.name}
        </h2>
        <p className="promotion-card__preview">{previewWords(promotion.desc)}</p>
        <p className="media-card__dates">
          <CalendarDays size={16} aria-hidden="true" />
          <span className="visually-hidden">{t('promotions.datesLabel', { start, end })}</span>
          <span aria-hidden="true">{t('promotions.dates', { start, end })}</span>
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="promotion-card__details"
          onClick={() => onDetails(promotion)}
          aria-label={t('promotions.detailsOf', { name: promotion.name })}
        >
          {t('promotions.details')}
        </Button>
      </div>
    </article>
  );
}

export function PromotionCardSkeleton() {
  return (
    <div className="media-card" aria-hidden="true">
      <Skeleton className="media-card__image" radius="0" />
      <div className="media-card__body promotion-card__body">
        <Skeleton width="70%" height={20} />
        <Skeleton width="90%" height={14} />
        <Skeleton width="50%" height={14} />
        <Skeleton width={96} height={36} radius="var(--radius-md)" />
      </div>
    </div>
  );
}
