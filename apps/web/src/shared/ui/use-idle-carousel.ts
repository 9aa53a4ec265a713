/**
 * Embla's carousel, started at the page's first idle moment. Embla measures its slides when it
 * starts (even when told to stay inactive), and started as the first screen was committed it
 * forced a layout of the whole page in the middle of that render (docs/performance.md, "First
 * loads, fourth round"). Until it starts the slides stand as drawn, the first one in view, which
 * is all a player sees in the first second anyway.
 */
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { useIdleReady } from '../use-idle-ready';
import { useGlideStops } from './carousel-glide';

type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];
type Carousel = ReturnType<typeof useEmblaCarousel>[1];

export function useIdleCarousel(
  options: CarouselOptions,
): [(viewport: HTMLDivElement | null) => void, Carousel] {
  const [emblaRef, embla] = useEmblaCarousel(options);
  const idle = useIdleReady();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    emblaRef(idle ? viewport : null);
  }, [emblaRef, idle, viewport]);
  useGlideStops(embla);
  return [setViewport, embla];
}
