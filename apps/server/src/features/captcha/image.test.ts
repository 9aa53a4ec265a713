/**
 * Plays the attacker against the captcha picture: the table attack that read every earlier picture
 * (each digit's path looked up in a ten-entry table) and a stronger one that learns templates from
 * this very module (pictures drawn for known answers, each digit's ink cut out by position,
 * normalised by its bounding box and matched to the nearest template). Neither may read it.
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { captchaSvg } from './image.js';

const TRIALS = 500;
const randomAnswer = () => String(randomInt(0, 10_000)).padStart(4, '0');

/** The old picture's reader: a translate per digit, seven-segment strokes named by a table. */
function tableAttack(svg: string): string {
  const segmentOfStroke: Record<string, string> = {
    'M2 2 H18': 'a',
    'M18 2 V18': 'b',
    'M18 18 V34': 'c',
    'M2 34 H18': 'd',
    'M2 18 V34': 'e',
    'M2 2 V18': 'f',
    'M2 18 H18': 'g',
  };
  const digitOfSegments: Record<string, string> = {
    abcdef: '0',
    bc: '1',
    abdeg: '2',
    abcdg: '3',
    bcfg: '4',
    acdfg: '5',
    acdefg: '6',
    abc: '7',
    abcdefg: '8',
    abcdfg: '9',
  };
  return [...svg.matchAll(/<path transform="translate\(([-\d]+) [-\d]+\)[^"]*" d="([^"]+)"/g)]
    .map((match) => ({ x: Number(match[1]), strokes: match[2]!.match(/M\S+ \S+ [HV]\S+/g) ?? [] }))
    .sort((a, b) => a.x - b.x)
    .map(({ strokes }) => {
      const key = strokes
        .map((stroke) => segmentOfStroke[stroke] ?? '?')
        .sort()
        .join('');
      return digitOfSegments[key] ?? '?';
    })
    .join('');
}

type Point = [number, number];

/** Every point of the thick strokes (the attacker drops hairlines and dots), sampled along curves. */
function inkPoints(svg: string): Point[] {
  const points: Point[] = [];
  for (const [, d] of svg.matchAll(/<path d="([^"]+)"[^>]*stroke-linecap/g)) {
    for (const piece of d!.split('M').filter(Boolean)) {
      const numbers = (piece.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
      let start: Point = [numbers[0]!, numbers[1]!];
      for (let index = 2; index + 5 < numbers.length; index += 6) {
        const [c1x, c1y, c2x, c2y, x, y] = numbers.slice(index, index + 6) as [
          number,
          number,
          number,
          number,
          number,
          number,
        ];
        for (let step = 0; step <= 8; step += 1) {
          const t = step / 8;
          const u = 1 - t;
          points.push([
            u * u * u * start[0] + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t * x,
            u * u * u * start[1] + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t * y,
          ]);
        }
        start = [x, y];
      }
    }
  }
  return points;
}

const GRID_X = 6;
const GRID_Y = 10;

/** The ink of each of the 4 slots, normalised by its bounding box onto a small grid. */
function slotFeatures(svg: string): number[][] {
  const points = inkPoints(svg);
  const slot = (140 - 16) / 4;
  return [0, 1, 2, 3].map((index) => {
    const mine = points.filter(([x]) => x >= 8 + slot * index && x < 8 + slot * (index + 1));
    const xs = mine.map(([x]) => x);
    const ys = mine.map(([, y]) => y);
    const [minX, maxX, minY, maxY] = [
      Math.min(...xs),
      Math.max(...xs),
      Math.min(...ys),
      Math.max(...ys),
    ];
    const grid = Array<number>(GRID_X * GRID_Y).fill(0);
    for (const [x, y] of mine) {
      const gx = Math.min(GRID_X - 1, Math.floor(((x - minX) / (maxX - minX || 1)) * GRID_X));
      const gy = Math.min(GRID_Y - 1, Math.floor(((y - minY) / (maxY - minY || 1)) * GRID_Y));
      grid[gy * GRID_X + gx] = (grid[gy * GRID_X + gx] ?? 0) + 1;
    }
    const total = mine.length || 1;
    return grid.map((count) => count / total);
  });
}

/** Templates learnt from the module itself: the mean grid of each digit over many renders. */
function learnTemplates(rendersPerDigit: number): number[][] {
  return [...'0123456789'].map((digit) => {
    const sum = Array<number>(GRID_X * GRID_Y).fill(0);
    for (let render = 0; render < rendersPerDigit; render += 1) {
      for (const features of slotFeatures(captchaSvg(digit.repeat(4)))) {
        features.forEach((value, index) => (sum[index] = (sum[index] ?? 0) + value));
      }
    }
    return sum.map((value) => value / (rendersPerDigit * 4));
  });
}

function templateAttack(svg: string, templates: number[][]): string {
  return slotFeatures(svg)
    .map((features) => {
      let best = 0;
      let bestDistance = Infinity;
      templates.forEach((template, digit) => {
        const distance = template.reduce(
          (sum, value, index) => sum + (value - (features[index] ?? 0)) ** 2,
          0,
        );
        if (distance < bestDistance) [best, bestDistance] = [digit, distance];
      });
      return String(best);
    })
    .join('');
}

describe('the captcha picture against a script', () => {
  it('is never drawn the same way twice, even for the same answer', () => {
    const pieces = (svg: string) =>
      new Set(
        [...svg.matchAll(/<path d="([^"]+)"[^>]*stroke-linecap/g)].flatMap(([, d]) =>
          d!.split('M'),
        ),
      );
    const first = pieces(captchaSvg('4821'));
    const second = pieces(captchaSvg('4821'));
    expect([...first].filter((piece) => piece && second.has(piece))).toEqual([]);
    expect(captchaSvg('4821')).not.toMatch(/<text|4821/);
  });

  it('defeats the old table attack: 0 solved', () => {
    let solved = 0;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const answer = randomAnswer();
      if (tableAttack(captchaSvg(answer)) === answer) solved += 1;
    }
    expect(solved).toBe(0);
  });

  it('defeats templates learnt from the module itself: under 5% solved', () => {
    const templates = learnTemplates(40);
    let solved = 0;
    let digitsRight = 0;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const answer = randomAnswer();
      const read = templateAttack(captchaSvg(answer), templates);
      if (read === answer) solved += 1;
      digitsRight += [...read].filter((digit, index) => digit === answer[index]).length;
    }
    console.log(
      `template attack: ${solved}/${TRIALS} solved, ${((100 * digitsRight) / (TRIALS * 4)).toFixed(1)}% of digits`,
    );
    expect(solved / TRIALS).toBeLessThan(0.05);
  });
});
