/**
 * The card led by a wide 2:1 picture with its text underneath (media-card.css): the promotions on
 * the phone and the desktop site, and the chat's. The heading inside names the card (`titleId`).
 */
import type { ReactNode } from 'react';
import { LazyImage } from './lazy-image';
import { Skeleton } from './loaders';

function bodyClass(bodyClassName: string | undefined): string {
  return bodyClassName ? `media-card__body ${bodyClassName}` : 'media-card__body';
}

export function MediaCard({
  titleId,
  image,
  isFirst = false,
  bodyClassName,
  children,
}: {
  titleId: string;
  image: string;
  /** The first card of a list is on screen at once, so its picture is fetched at once. */
  isFirst?: boolean;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <article className="media-card" aria-labelledby={titleId}>
      <LazyImage
        className="media-card__image"
        src={image}
        width={750}
        height={375}
        loading={isFirst ? 'eager' : 'lazy'}
      />
      <div className={bodyClass(bodyClassName)}>{children}</div>
    </article>
  );
}

/** A media card while its list loads: the picture's place, then the caller's text lines. */
export function MediaCardSkeleton({
  bodyClassName,
  children,
}: {
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="media-card" aria-hidden="true">
      <Skeleton className="media-card__image" radius="0" />
      <div className={bodyClass(bodyClassName)}>{children}</div>
    </div>
  );
}
