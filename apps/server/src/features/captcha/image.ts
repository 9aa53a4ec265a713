/**
 * Draws a 4-digit captcha as SVG: each digit shifted and rotated, with crossing lines and dots, so
 * the answer is not in the markup as text a script could read.
 */
import { randomInt } from 'node:crypto';

// Seven-segment paths per digit in a 20×36 box; drawing strokes avoids <text> holding the answer.
const segments: Record<string, string> = {
  a: 'M2 2 H18',
  b: 'M18 2 V18',
  c: 'M18 18 V34',
  d: 'M2 34 H18',
  e: 'M2 18 V34',
  f: 'M2 2 V18',
  g: 'M2 18 H18',
};
const digitSegments: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgedc',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};

const WIDTH = 140;
const HEIGHT = 48;

export function captchaSvg(answer: string): string {
  const digits = [...answer]
    .map((digit, index) => {
      const path = [...(digitSegments[digit] ?? '')].map((segment) => segments[segment]).join(' ');
      const x = 14 + index * 30 + randomInt(-3, 4);
      const y = 6 + randomInt(-2, 3);
      const angle = randomInt(-14, 15);
      return `<path transform="translate(${x} ${y}) rotate(${angle} 10 18)" d="${path}" stroke="#1b2a4a" stroke-width="3.2" stroke-linecap="round" fill="none"/>`;
    })
    .join('');
  const lines = Array.from({ length: 4 }, () => {
    const y1 = randomInt(4, HEIGHT - 4);
    const y2 = randomInt(4, HEIGHT - 4);
    return `<path d="M0 ${y1} C ${WIDTH / 3} ${randomInt(0, HEIGHT)}, ${(2 * WIDTH) / 3} ${randomInt(0, HEIGHT)}, ${WIDTH} ${y2}" stroke="#8a6d2b" stroke-width="1.4" fill="none" opacity="0.7"/>`;
  }).join('');
  const dots = Array.from(
    { length: 30 },
    () =>
      `<circle cx="${randomInt(0, WIDTH)}" cy="${randomInt(0, HEIGHT)}" r="1.2" fill="#55627f"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="#f3efe4"/>${dots}${digits}${lines}</svg>`;
}
