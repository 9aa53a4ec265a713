/**
 * Embla's carousel, started at the page's first idle moment. Embla measures its slides when it
 * starts (even when told to stay inactive), and started as the first screen was committed it
 * forced a layout of the whole page in the middle of that render (docs/performance.md, "First
 * loads, fourth round"). Until it starts the slides stand as drawn, the first one in view, which
 * is all a player sees in the first second anyway.
 *
 * An automatic move glides (`glideNext`, `glideTo`): Embla jumps to the slide and the track's
 * transform eases there by a CSS transition, which the compositor runs. Embla's own animation
 * moves the track from script once a frame; with home's carousels advancing every 3 s that kept
 * a throttled phone drawing frames more than half of the time, and a tap then waited behind a
 * frame's work (docs/performance.md, "Taps, third round"). A swipe still follows the finger.
 */
import { CAROUSEL_TRANSITION_MS } from '@khela/contract';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { useIdleReady } from '../use-idle-ready';

type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];
type Carousel = ReturnType<typeof useEmblaCarousel>[1];
export type CarouselApi = NonNullable<Carousel>;

export function useIdleCarousel(
  options: CarouselOptions,
): [(viewport: HTMLDivElement | null) => void, Carousel] {
  const [emblaRef, embla] = useEmblaCarousel(options);
  const idle = useIdleReady();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    emblaRef(idle ? viewport : null);
  }, [emblaRef, idle, viewport]);
  useEffect(() => {
    if (!embla) return undefined;
    // A finger on a gliding track takes it where the glide was going, and drags from there.
    const stopGliding = () => endGlide(embla.containerNode());
    embla.on('pointerDown', stopGliding);
    return () => {
      embla.off('pointerDown', stopGliding);
    };
  }, [embla]);
  return [setViewport, embla];
}

/** Glides to the next slide, or back to the first from the last. */
export function glideNext(embla: CarouselApi): void {
  glideTo(embla, embla.canScrollNext() ? embla.selectedScrollSnap() + 1 : 0);
}

/** Glides to the slide at `index`. */
export function glideTo(embla: CarouselApi, index: number): void {
  if (index === embla.selectedScrollSnap()) return;
  const track = embla.containerNode();
  // Reduced motion shortens every transition to 1 ms (shared/styles/base.css).
  track.style.transition = `transform ${CAROUSEL_TRANSITION_MS}ms ease`;
  embla.scrollTo(index, true);
  track.addEventListener('transitionend', () => endGlide(track), { once: true });
  // A track that did not move (or is not drawn) has no transition to end.
  window.clearTimeout(glideEnds.get(track));
  glideEnds.set(
    track,
    window.setTimeout(() => endGlide(track), CAROUSEL_TRANSITION_MS + 100),
  );
}

const glideEnds = new WeakMap<HTMLElement, number>();

function endGlide(track: HTMLElement): void {
  window.clearTimeout(glideEnds.get(track));
  glideEnds.delete(track);
  track.style.transition = '';
}
