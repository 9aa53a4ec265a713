/**
 * The desktop promotions banner ([contract: States], [contract: Limits]): one slide at a time; a progress value steps
 * from 0 to 100 every 30 ms and the step that reaches 100 moves to the next slide, so each stays
 * 3000 ms. It pauses while the pointer or focus is on it, and the player can pause it for good
 * (WCAG 2.2.2); choosing a slide starts its time again.
 */
import { PROGRESS_TICK_MS } from '@khela/contract';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePrefersReducedMotion } from '../../../shared/use-media-query';
import type { ListedPromotion } from '../api/get-promotions';
import { nextProgress } from '../carousel-progress';
import { LazyImage } from '../../../shared/ui/lazy-image';
import { CarouselTrack } from '../../../shared/ui/carousel-track';
import { glideNext, glideTo } from '../../../shared/ui/carousel-glide';
import { useIdleCarousel } from '../../../shared/ui/use-idle-carousel';

export default function PromotionBannerCarousel({
  promotions,
  onOpen,
}: {
  promotions: readonly ListedPromotion[];
  onOpen: (promotion: ListedPromotion) => void;
}) {
  const { t } = useTranslation();
  const prefersReducedMotion = usePrefersReducedMotion();
  const canSlide = promotions.length > 1;
  // Its moves glide for the spec's 500 ms (shared/ui/carousel-glide.ts).
  const [viewportRef, embla] = useIdleCarousel({ active: canSlide });
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [progress, setProgress] = useState(0);
  // The interval reads and advances the value here, so the slide change stays out of a state updater.
  const progressRef = useRef(0);
  const [isPlaying, setIsPlaying] = useState(!prefersReducedMotion);
  const [isHeld, setIsHeld] = useState(false);

  useEffect(() => {
    if (!embla) return undefined;
    const onSelect = () => {
      setSelectedIndex(embla.selectedScrollSnap());
      progressRef.current = 0;
      setProgress(0);
    };
    // A finger on the banner holds it, as the mouse or focus does.
    const onPointerDown = () => setIsHeld(true);
    const onPointerUp = () => setIsHeld(false);
    embla.on('select', onSelect).on('pointerDown', onPointerDown).on('pointerUp', onPointerUp);
    return () => {
      embla.off('select', onSelect).off('pointerDown', onPointerDown).off('pointerUp', onPointerUp);
    };
  }, [embla]);

  const isRunning = canSlide && isPlaying && !isHeld;
  useEffect(() => {
    if (!embla || !isRunning) return undefined;
    const timer = window.setInterval(() => {
      if (document.hidden) return;
      const step = nextProgress(progressRef.current);
      progressRef.current = step.progress;
      setProgress(step.progress);
      if (step.advance) glideNext(embla);
    }, PROGRESS_TICK_MS);
    return () => window.clearInterval(timer);
  }, [embla, isRunning]);

  return (
    <section
      className="promo-banner"
      aria-roledescription="carousel"
      aria-label={t('promotions.bannersLabel')}
      onMouseEnter={() => setIsHeld(true)}
      onMouseLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsHeld(false);
      }}
    >
      <CarouselTrack
        block="promo-banner"
        viewportRef={viewportRef}
        isMoving={isRunning}
        items={promotions}
        slideLabel={(index) =>
          t('promotions.slide', { current: index + 1, total: promotions.length })
        }
        renderSlide={(promotion, index) => (
          <button
            type="button"
            className="promo-banner__button"
            onClick={() => onOpen(promotion)}
            aria-label={t('promotions.detailsOf', { name: promotion.name })}
          >
            <LazyImage
              className="promo-banner__image"
              src={promotion.thumbnail}
              width={750}
              height={375}
              loading={index === 0 ? 'eager' : 'lazy'}
              draggable={false}
            />
          </button>
        )}
      />
      {canSlide ? (
        <div className="promo-banner__controls row-3">
          <div
            className="promo-banner__progress"
            role="progressbar"
            aria-label={t('promotions.slide', {
              current: selectedIndex + 1,
              total: promotions.length,
            })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <span className="promo-banner__progress-bar" style={{ width: `${progress}%` }} />
          </div>
          <div className="promo-banner__dots">
            {promotions.map((promotion, index) => (
              <button
                key={promotion.id}
                type="button"
                className={
                  index === selectedIndex
                    ? 'promo-banner__dot promo-banner__dot--active'
                    : 'promo-banner__dot'
                }
                aria-label={t('promotions.slide', { current: index + 1, total: promotions.length })}
                aria-current={index === selectedIndex ? 'true' : undefined}
                onClick={() => {
                  if (embla) glideTo(embla, index);
                }}
              />
            ))}
          </div>
          <button
            type="button"
            className="promo-banner__toggle tap-square inline-center"
            onClick={() => setIsPlaying((playing) => !playing)}
            aria-label={isPlaying ? t('promotions.pause') : t('promotions.play')}
          >
            {isPlaying ? <Pause size={18} aria-hidden /> : <Play size={18} aria-hidden />}
          </button>
        </div>
      ) : null}
    </section>
  );
}
