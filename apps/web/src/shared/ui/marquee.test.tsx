// Proves the marquee: still until its copy's width is known, then one pass every width ÷ speed
// seconds, with the content twice so the loop has no seam.
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reportObservedSizes } from '../../testing/resize-observer';
import { Marquee, marqueeSeconds } from './marquee';

reportObservedSizes({ inlineSize: 450, blockSize: 20 });

describe('marqueeSeconds', () => {
  it('is width over speed, and 0 while nothing is known', () => {
    expect(marqueeSeconds(300, 30)).toBe(10);
    expect(marqueeSeconds(0, 30)).toBe(0);
    expect(marqueeSeconds(300, 0)).toBe(0);
  });
});

describe('Marquee', () => {
  it('stands still until measured, then moves at the given speed', async () => {
    const { container } = render(
      <Marquee speed={30}>
        <span>Deposit bonus today</span>
      </Marquee>,
    );
    const marquee = container.querySelector<HTMLElement>('.marquee')!;
    expect(marquee.querySelectorAll('.marquee__copy')).toHaveLength(2);
    expect(marquee.classList.contains('marquee--moving')).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(marquee.classList.contains('marquee--moving')).toBe(true);
    expect(marquee.style.getPropertyValue('--marquee-seconds')).toBe('15.00s');
  });
});
