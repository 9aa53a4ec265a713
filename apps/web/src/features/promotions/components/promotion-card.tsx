/** A mobile promotion card: thumbnail, name, a five-word preview, the dates and a Details button. */
import { Skeleton } from '../../../shared/ui/loaders';
import { MediaCard, MediaCardSkeleton } from '../../../shared/ui/media-card';
import type { ListedPromotion } from '../api/get-promotions';
import { previewWords } from '../promotion-text';
import { DetailsButton } from './details-button';
import { PromotionDates } from './promotion-dates';

export function PromotionCard({
  promotion,
  isFirst,
  onDetails,
}: {
  promotion: ListedPromotion;
  isFirst: boolean;
  onDetails: (promotion: ListedPromotion) => void;
}) {
  const titleId = `promotion-${promotion.id}`;
  return (
    <MediaCard
      titleId={titleId}
      image={promotion.thumbnail}
      isFirst={isFirst}
      bodyClassName="promotion-card__body"
    >
      <h2 id={titleId} className="media-card__title">
        {promotion.name}
      </h2>
      <p className="promotion-card__preview">{previewWords(promotion.desc)}</p>
      <PromotionDates startDate={promotion.start_date} endDate={promotion.end_date} />
      <DetailsButton
        promotion={promotion}
        onDetails={onDetails}
        className="promotion-card__details"
      />
    </MediaCard>
  );
}

export function PromotionCardSkeleton() {
  return (
    <MediaCardSkeleton bodyClassName="promotion-card__body">
      <Skeleton width="70%" height={20} />
      <Skeleton width="90%" height={14} />
      <Skeleton width="50%" height={14} />
      <Skeleton width={96} height={36} radius="var(--radius-md)" />
    </MediaCardSkeleton>
  );
}
