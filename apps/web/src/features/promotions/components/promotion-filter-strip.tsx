/**
 * The desktop category filter strip ([contract: Screens], [contract: Limits]): one slide per visible category, as
 * many side by side as the window allows (7, or 4 below 1024 px, 3 below 600, 2 below 480), with
 * arrows to page through the rest. Choosing a slide filters the cards.
 */
import type { DesktopPromotionCategoryCode } from '@khela/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { stripCategories, stripSlidesForWidth } from '../promotion-categories';

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function useSlidesPerView(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => stripSlidesForWidth(window.innerWidth),
    () => stripSlidesForWidth(Number.POSITIVE_INFINITY),
  );
}

export function PromotionFilterStrip({
  selected,
  onSelect,
}: {
  selected: DesktopPromotionCategoryCode;
  onSelect: (code: DesktopPromotionCategoryCode) => void;
}) {
  const { t } = useTranslation();
  const slidesPerView = useSlidesPerView();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return undefined;
    const update = () => {
      setEdges({
        atStart: track.scrollLeft <= 1,
        atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
      });
    };
    update();
    track.addEventListener('scroll', update, { passive: true });
    // The track gets its width only once laid out (fonts, the lazy page): measure again then.
    const observer = new ResizeObserver(update);
    observer.observe(track);
    return () => {
      track.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [slidesPerView]);

  const page = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy({ left: direction * track.clientWidth, behavior: 'smooth' });
  };

  return (
    <nav
      className="filter-strip row-2"
      aria-label={t('promotions.filterLabel')}
      style={{ '--strip-slides': slidesPerView } as CSSProperties}
    >
      <button
        type="button"
        className="filter-strip__arrow tap-square inline-center"
        onClick={() => page(-1)}
        disabled={edges.atStart}
        aria-label={t('promotions.previousCategories')}
      >
        <ChevronLeft size={20} aria-hidden="true" />
      </button>
      <ul ref={trackRef} className="filter-strip__track">
        {stripCategories.map((category) => {
          const isSelected = category.code === selected;
          return (
            <li key={String(category.code)} className="filter-strip__slide">
              <button
                type="button"
                className={
                  isSelected
                    ? 'filter-strip__chip filter-strip__chip--selected'
                    : 'filter-strip__chip'
                }
                aria-pressed={isSelected}
                onClick={(event) => {
                  onSelect(category.code);
                  event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' });
                }}
              >
                {t(`promotions.categories.${category.labelKey}`)}
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="filter-strip__arrow tap-square inline-center"
        onClick={() => page(1)}
        disabled={edges.atEnd}
        aria-label={t('promotions.nextCategories')}
      >
        <ChevronRight size={20} aria-hidden="true" />
      </button>
    </nav>
  );
}
