// Proves the carousels' glide: Embla jumps and the track eases by a transition that ends on the
// track's own transform transition (not a slide's) or after its time, and no glide starts under a
// finger on the track.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { glideNext, glideTo, type CarouselApi } from './carousel-glide';

function fakeCarousel({ slides = 3, held = false } = {}) {
  const track = document.createElement('div');
  track.append(document.createElement('div'));
  let selected = 0;
  const scrollTo = vi.fn((index: number) => {
    selected = index;
  });
  const embla = {
    containerNode: () => track,
    selectedScrollSnap: () => selected,
    canScrollNext: () => selected < slides - 1,
    scrollTo,
    internalEngine: () => ({ dragHandler: { pointerDown: () => held } }),
  } as unknown as CarouselApi;
  return { embla, track, scrollTo };
}

function transitionEnd(target: Element, propertyName: string) {
  const event = new Event('transitionend', { bubbles: true });
  Object.assign(event, { propertyName });
  target.dispatchEvent(event);
}

describe('glideTo and glideNext', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('jumps and eases the track there, ending on its own transform transition', () => {
    const { embla, track, scrollTo } = fakeCarousel();
    glideNext(embla);
    expect(scrollTo).toHaveBeenCalledWith(1, true);
    expect(track.style.transition).toMatch(/^transform 500ms/);
    // A slide's transition ending is not the track's.
    transitionEnd(track.firstElementChild!, 'transform');
    transitionEnd(track, 'opacity');
    expect(track.style.transition).not.toBe('');
    transitionEnd(track, 'transform');
    expect(track.style.transition).toBe('');
  });

  it('ends the glide after its time when no transition ends it, and rewinds from the last', () => {
    const { embla, track, scrollTo } = fakeCarousel({ slides: 2 });
    glideNext(embla);
    vi.advanceTimersByTime(650);
    expect(track.style.transition).toBe('');
    glideNext(embla);
    expect(scrollTo).toHaveBeenLastCalledWith(0, true);
  });

  it('starts no glide under a finger, nor to the slide in view', () => {
    const held = fakeCarousel({ held: true });
    glideTo(held.embla, 1);
    expect(held.scrollTo).not.toHaveBeenCalled();
    expect(held.track.style.transition).toBe('');
    const still = fakeCarousel();
    glideTo(still.embla, 0);
    expect(still.scrollTo).not.toHaveBeenCalled();
  });
});
