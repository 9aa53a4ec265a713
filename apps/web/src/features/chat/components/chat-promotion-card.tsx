/** A promotion on /chat: its banner, name and description cut at 100 words ([contract: Limits]). */
import type { Promotion } from '@khela/contract';
import { Skeleton } from '../../../shared/ui/loaders';
import { MediaCard, MediaCardSkeleton } from '../../../shared/ui/media-card';
import { truncateWords } from '../chat-text';

export function ChatPromotionCard({ promotion }: { promotion: Promotion }) {
  const titleId = `chat-promotion-${promotion.id}`;
  return (
    <MediaCard titleId={titleId} image={promotion.thumbnail}>
      <h3 id={titleId} className="chat-promotion__name">
        {promotion.name}
      </h3>
      <p className="chat-promotion__text text-muted-sm">{truncateWords(promotion.desc)}</p>
    </MediaCard>
  );
}

export function ChatPromotionSkeleton() {
  return (
    <MediaCardSkeleton>
      <Skeleton width="60%" height={18} />
      <Skeleton width="90%" height={14} />
      <Skeleton width="80%" height={14} />
    </MediaCardSkeleton>
  );
}
