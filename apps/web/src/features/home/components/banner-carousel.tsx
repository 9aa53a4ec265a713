/**
 * Embla carousel of banner items, auto-advancing every 3 s ([contract: Screens]). It pauses while a
 * finger is on it, while the tab is hidden, and when the player presses pause (WCAG 2.2.2).
 */
import { BANNER_AUTO_ADVANCE_MS, type SliderItem } from '@khela/contract';
import { Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { BannerLink } from './banner-link';
import { CarouselTrack } from '../../../shared/ui/carousel-track';
import { glideNext } from '../../../shared/ui/carousel-glide';
import { useIdleCarousel } from '../../../shared/ui/use-idle-carousel';

export default function BannerCarousel({ items }: { items: SliderItem[] }) {
  const { t } = useTranslation();
  const canSlide = items.length > 1;
  const [viewportRef, embla] = useIdleCarousel({ active: canSlide });
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [isPlaying, setIsPlaying] = useState(true);
  const [isHeld, setIsHeld] = useState(false);

  useEffect(() => {
    if (!embla) return undefined;
    const onSelect = () => setSelectedIndex(embla.selectedScrollSnap());
    const onPointerDown = () => setIsHeld(true);
    const onPointerUp = () => setIsHeld(false);
    embla.on('select', onSelect).on('pointerDown', onPointerDown).on('pointerUp', onPointerUp);
    return () => {
      embla.off('select', onSelect).off('pointerDown', onPointerDown).off('pointerUp', onPointerUp);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !canSlide || !isPlaying || isHeld) return undefined;
    // Restarted on every slide change, so a swipe gives the next banner its full 3 s.
    const timer = window.setInterval(() => {
      if (!document.hidden) glideNext(embla);
    }, BANNER_AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [embla, canSlide, isPlaying, isHeld, selectedIndex]);

  return (
    <section className="banner" aria-roledescription="carousel" aria-label={t('home.banners')}>
      <CarouselTrack
        block="banner"
        viewportRef={viewportRef}
        isMoving={isPlaying}
        items={items}
        slideLabel={(index) => t('home.slide', { current: index + 1, total: items.length })}
        renderSlide={(item, index) => <BannerLink item={item} isFirst={index === 0} />}
      />
      {canSlide ? (
        <div className="banner__controls">
          <div className="banner__dots" aria-hidden="true">
            {items.map((item, index) => (
              <span
                key={item.id}
                className={
                  index === selectedIndex ? 'banner__dot banner__dot--active' : 'banner__dot'
                }
              />
            ))}
          </div>
          <button
            type="button"
            className="banner__toggle tap-square inline-center"
            onClick={() => setIsPlaying((playing) => !playing)}
            aria-label={isPlaying ? t('home.pause') : t('home.play')}
          >
            {isPlaying ? (
              <Pause size={16} aria-hidden="true" />
            ) : (
              <Play size={16} aria-hidden="true" />
            )}
          </button>
        </div>
      ) : null}
    </section>
  );
}
