/** A promotion on /chat: its banner, name and description cut at 100 words ([contract: Limits]). */
import type { Promotion } from '@khela/contract';
import { Skeleton } from '../../../shared/ui/loaders';
import { truncateWords } from '../chat-text';

export function ChatPromotionCard({ promotion }: { promotion: Promotion }) {
  return (
    <article className="media-card" aria-labelledby={`chat-promotion-${promotion.id}`}>
      <img
        className="media-card__image"
        src={promotion.thumbnail}
        alt=""
        width={750}
        height={375}
        loading="lazy"
        decoding="async"
      />
      <div className="media-card__body">
        <h3 id={`chat-promotion-${promotion.id}`} className="chat-promotion__name">
          {promotion.name}
        </h3>
        <p className="chat-promotion__text text-muted-sm">{truncateWords(promotion.desc)}</p>
      </div>
    </article>
  );
}

export function ChatPromotionSkeleton() {
  return (
    <div className="media-card" aria-hidden="true">
      <Skeleton className="media-card__image" radius="0" />
      <div className="media-card__body">
        <Skeleton width="60%" height={18} />
        <Skeleton width="90%" height={14} />
        <Skeleton width="80%" height={14} />
      </div>
    </div>
  );
}
