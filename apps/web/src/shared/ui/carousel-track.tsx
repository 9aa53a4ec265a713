/**
 * The moving part of a banner carousel: the viewport Embla drives and its track of slides, each
 * announced with its place. While the carousel stands still, a slide change is read out.
 */
import type { ReactNode, Ref } from 'react';
import { CarouselSlide } from './carousel-slide';

export function CarouselTrack<T extends { id: number | string }>({
  block,
  viewportRef,
  isMoving,
  items,
  slideLabel,
  renderSlide,
}: {
  /** The carousel's class name; the parts take `__viewport`, `__track` and `__slide`. */
  block: string;
  viewportRef: Ref<HTMLDivElement>;
  isMoving: boolean;
  items: readonly T[];
  slideLabel: (index: number) => string;
  renderSlide: (item: T, index: number) => ReactNode;
}) {
  return (
    <div className={`${block}__viewport`} ref={viewportRef}>
      <div className={`${block}__track`} aria-live={isMoving ? 'off' : 'polite'}>
        {items.map((item, index) => (
          <CarouselSlide key={item.id} className={`${block}__slide`} label={slideLabel(index)}>
            {renderSlide(item, index)}
          </CarouselSlide>
        ))}
      </div>
    </div>
  );
}
