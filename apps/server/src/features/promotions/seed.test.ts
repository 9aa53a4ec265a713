// Proves the demo promotions' banner pictures: the taka sign is written "Tk" (a picture cannot use
// the page's fonts, and phones without a Bengali font draw the sign as a box), and a long title
// is drawn small enough to stay on the banner.
import { describe, expect, it } from 'vitest';
import { bannerSvg, bannerTitleSize } from './seed.js';

describe('demo promotion banners', () => {
  it('writes the taka sign as Tk', () => {
    const svg = bannerSvg('৳7,777 Sports Welcome Bonus', ['#000000', '#ffffff']);
    expect(svg).toContain('>Tk 7,777 Sports Welcome Bonus</text>');
    expect(svg).not.toContain('৳');
  });

  it('draws a long title smaller, and escapes it', () => {
    const long = 'A & B '.repeat(8).trim();
    const svg = bannerSvg(long, ['#000000', '#ffffff']);
    expect(svg).toContain(`font-size="${bannerTitleSize(long)}"`);
    expect(bannerTitleSize(long)).toBeLessThan(52);
    expect(svg).toContain('A &amp; B');
  });
});
