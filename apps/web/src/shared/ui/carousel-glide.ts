/**
 * A carousel's automatic move glides (`glideNext`, `glideTo`): Embla jumps to the slide and the
 * track's transform eases there by a CSS transition, which the compositor runs. Embla's own animation
 * moves the track from script once a frame; with home's carousels advancing every 3 s that kept
 * a throttled phone drawing frames more than half of the time, and a tap then waited behind a
 * frame's work (docs/performance.md, "Taps, third round"). A swipe still follows the finger.
 */
import { CAROUSEL_TRANSITION_MS } from '@khela/contract';
import { useEffect } from 'react';
import type useEmblaCarousel from 'embla-carousel-react';

export type CarouselApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;

/** A finger on a gliding track: the glide ends, and the tap that stopped it opens nothing. */
export function useGlideStops(embla: CarouselApi | undefined): void {
  useEffect(() => {
    if (!embla) return undefined;
    const track = embla.containerNode();
    let interruptedAt = -Infinity;
    // A finger on a gliding track takes it where the glide was going, and drags from there.
    const onPointerDown = () => {
      if (endGlide(track)) interruptedAt = performance.now();
    };
    // Ending the glide moved the slides under the finger: the tap that stopped a moving track
    // opens nothing, as Embla does for a tap that stops its own animation.
    const onClick = (event: MouseEvent) => {
      if (performance.now() - interruptedAt > INTERRUPTED_TAP_MS) return;
      interruptedAt = -Infinity;
      event.preventDefault();
      event.stopPropagation();
    };
    embla.on('pointerDown', onPointerDown);
    track.addEventListener('click', onClick, true);
    return () => {
      embla.off('pointerDown', onPointerDown);
      track.removeEventListener('click', onClick, true);
    };
  }, [embla]);
}

/** Glides to the next slide, or back to the first from the last. */
export function glideNext(embla: CarouselApi): void {
  glideTo(embla, embla.canScrollNext() ? embla.selectedScrollSnap() + 1 : 0);
}

/** Glides to the slide at `index`; never under a finger on the track. */
export function glideTo(embla: CarouselApi, index: number): void {
  if (index === embla.selectedScrollSnap()) return;
  if (embla.internalEngine().dragHandler.pointerDown()) return;
  const track = embla.containerNode();
  endGlide(track);
  // Reduced motion shortens every transition to 1 ms (shared/styles/base.css).
  track.style.transition = `transform ${CAROUSEL_TRANSITION_MS}ms ease`;
  embla.scrollTo(index, true);
  const onEnd = (event: TransitionEvent) => {
    if (event.target === track && event.propertyName === 'transform') endGlide(track);
  };
  track.addEventListener('transitionend', onEnd);
  // A track that did not move (or is not drawn) has no transition to end.
  const timer = window.setTimeout(() => endGlide(track), CAROUSEL_TRANSITION_MS + 100);
  glides.set(track, { onEnd, timer });
}

/** How long after a tap stopped a glide its click is ignored. */
const INTERRUPTED_TAP_MS = 2 * CAROUSEL_TRANSITION_MS;

const glides = new WeakMap<
  HTMLElement,
  { onEnd: (event: TransitionEvent) => void; timer: number }
>();

/** Ends the track's glide where it was going; answers whether one was under way. */
function endGlide(track: HTMLElement): boolean {
  const glide = glides.get(track);
  if (!glide) return false;
  window.clearTimeout(glide.timer);
  track.removeEventListener('transitionend', glide.onEnd);
  glides.delete(track);
  track.style.transition = '';
  return true;
}
