/**
 * Draws a 4-digit captcha as SVG that a person reads and a script cannot map back to digits:
 * every render bends each digit with its own random affine map and jitter, cuts its strokes into
 * pieces at random, mixes the pieces with pieces of crossing arcs, and deals them in random order
 * into a few paths of random colour and width. No path, piece or coordinate names a digit, and the
 * markup's order says nothing about the reading order.
 */
import { randomInt } from 'node:crypto';

type Point = readonly [number, number];

/**
 * Hand-drawn outlines in a 20×36 box, one list of points per pen stroke; curves are drawn through
 * them. Shapes a person knows from handwriting, not a fixed font a table could hold.
 */
const glyphs: Record<string, readonly (readonly Point[])[]> = {
  '0': [
    [
      [10, 2],
      [16, 6],
      [18, 18],
      [16, 30],
      [10, 34],
      [4, 30],
      [2, 18],
      [4, 6],
      [10, 2],
    ],
  ],
  '1': [
    [
      [4, 9],
      [11, 2],
      [11, 34],
    ],
  ],
  '2': [
    [
      [3, 9],
      [7, 3],
      [13, 2],
      [17, 7],
      [16, 15],
      [3, 34],
      [18, 34],
    ],
  ],
  '3': [
    [
      [3, 6],
      [10, 2],
      [16, 6],
      [15, 13],
      [9, 17],
      [16, 21],
      [17, 29],
      [10, 34],
      [3, 30],
    ],
  ],
  '4': [
    [
      [14, 34],
      [14, 2],
      [2, 24],
      [19, 24],
    ],
  ],
  '5': [
    [
      [17, 2],
      [5, 2],
      [4, 16],
      [10, 13],
      [17, 18],
      [17, 28],
      [10, 34],
      [3, 31],
    ],
  ],
  '6': [
    [
      [16, 4],
      [10, 2],
      [4, 9],
      [3, 22],
      [5, 32],
      [11, 34],
      [17, 29],
      [17, 21],
      [11, 17],
      [4, 21],
    ],
  ],
  '7': [
    [
      [2, 2],
      [18, 2],
      [8, 34],
    ],
  ],
  '8': [
    [
      [10, 17],
      [4, 13],
      [4, 5],
      [10, 2],
      [16, 5],
      [16, 13],
      [10, 17],
      [3, 22],
      [3, 30],
      [10, 34],
      [17, 30],
      [17, 22],
      [10, 17],
    ],
  ],
  '9': [
    [
      [16, 13],
      [10, 17],
      [4, 13],
      [4, 5],
      [10, 2],
      [16, 5],
      [17, 14],
      [15, 28],
      [9, 34],
      [4, 31],
    ],
  ],
};

/** Second ways of writing some digits, picked at random, so no single template fits every render. */
const alternates: Record<string, readonly (readonly Point[])[]> = {
  '1': [
    [
      [6, 7],
      [11, 2],
      [11, 34],
    ],
    [
      [6, 34],
      [16, 34],
    ],
  ],
  '4': [
    [
      [8, 2],
      [3, 22],
      [18, 22],
    ],
    [
      [14, 12],
      [14, 34],
    ],
  ],
  '7': [
    [
      [2, 3],
      [18, 2],
      [12, 16],
      [9, 34],
    ],
    [
      [7, 18],
      [16, 17],
    ],
  ],
  '9': [
    [
      [16, 12],
      [10, 16],
      [4, 12],
      [4, 5],
      [10, 2],
      [16, 5],
      [16, 12],
      [16, 34],
    ],
  ],
  '0': [
    [
      [10, 2],
      [17, 10],
      [16, 28],
      [10, 34],
      [3, 27],
      [4, 9],
      [10, 2],
      [14, 5],
    ],
  ],
  '2': [
    [
      [3, 8],
      [10, 2],
      [17, 8],
      [5, 30],
      [3, 34],
      [10, 31],
      [18, 34],
    ],
  ],
};

const WIDTH = 140;
const HEIGHT = 48;
const GLYPH_CENTRE: Point = [10, 18];
const INK = ['#1b2a4a', '#3a1f5c', '#123f3a', '#4a2412', '#24324f'];

/** A uniform random number in [min, max), with crypto's randomness like the answer itself. */
function between(min: number, max: number): number {
  return min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min);
}

function shuffled<T>(items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = randomInt(0, index + 1);
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}

const n = (value: number) => value.toFixed(1);

/** Scale, shear and rotation of its own for one digit, then its place on the line. */
function randomAffine(centre: Point): (point: Point) => Point {
  const angle = between(-0.26, 0.26);
  const shear = between(-0.22, 0.22);
  const scaleX = between(0.8, 1.2);
  const scaleY = between(0.95, 1.12);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return ([x, y]) => {
    const dx = (x - GLYPH_CENTRE[0]) * scaleX + shear * (y - GLYPH_CENTRE[1]);
    const dy = (y - GLYPH_CENTRE[1]) * scaleY;
    return [centre[0] + dx * cos - dy * sin, centre[1] + dx * sin + dy * cos];
  };
}

/** A cubic Bézier segment: start, two controls, end. */
type Segment = readonly [Point, Point, Point, Point];

/** A smooth curve through the points (Catmull-Rom as Bézier segments), each point jittered. */
function smoothSegments(points: readonly Point[], jitter: number): Segment[] {
  const moved = points.map(([x, y]): Point => [
    x + between(-jitter, jitter),
    y + between(-jitter, jitter),
  ]);
  const segments: Segment[] = [];
  for (let index = 0; index + 1 < moved.length; index += 1) {
    const p0 = moved[index - 1] ?? moved[index]!;
    const p1 = moved[index]!;
    const p2 = moved[index + 1]!;
    const p3 = moved[index + 2] ?? p2;
    const tension = between(5, 7);
    segments.push([
      p1,
      [p1[0] + (p2[0] - p0[0]) / tension, p1[1] + (p2[1] - p0[1]) / tension],
      [p2[0] - (p3[0] - p1[0]) / tension, p2[1] - (p3[1] - p1[1]) / tension],
      p2,
    ]);
  }
  return segments;
}

/** Splits a segment at t (de Casteljau), so a stroke can be cut anywhere, not only at its points. */
function splitSegment([a, b, c, d]: Segment, t: number): [Segment, Segment] {
  const mix = (p: Point, q: Point): Point => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
  const ab = mix(a, b);
  const bc = mix(b, c);
  const cd = mix(c, d);
  const abc = mix(ab, bc);
  const bcd = mix(bc, cd);
  const middle = mix(abc, bcd);
  return [
    [a, ab, abc, middle],
    [middle, bcd, cd, d],
  ];
}

/** Cuts a stroke into pieces of one to three half-segments, each written as its own sub-path. */
function pieces(segments: Segment[]): string[] {
  const halves = segments.flatMap((segment) => splitSegment(segment, between(0.3, 0.7)));
  const out: string[] = [];
  for (let start = 0; start < halves.length;) {
    const length = randomInt(1, 4);
    const run = halves.slice(start, start + length);
    const first = run[0]![0];
    // Pieces overlap their neighbour by nothing and are drawn forwards or backwards at random.
    const forwards = randomInt(0, 2) === 0;
    const ordered = forwards
      ? run
      : [...run].reverse().map(([a, b, c, d]): Segment => [d, c, b, a]);
    const from = forwards ? first : ordered[0]![0];
    out.push(
      `M${n(from[0])} ${n(from[1])}` +
        ordered
          .map(
            ([, b, c, d]) => `C${n(b[0])} ${n(b[1])} ${n(c[0])} ${n(c[1])} ${n(d[0])} ${n(d[1])}`,
          )
          .join(''),
    );
    start += length;
  }
  return out;
}

/** A gentle wave across the whole picture, so even the affine maps' straight lines bend. */
function randomWarp(): (point: Point) => Point {
  const [amplitudeY, periodY, phaseY] = [between(1.5, 3), between(40, 80), between(0, 2 * Math.PI)];
  const [amplitudeX, periodY2, phaseX] = [
    between(1, 2.5),
    between(20, 40),
    between(0, 2 * Math.PI),
  ];
  return ([x, y]) => [
    x + amplitudeX * Math.sin(y / periodY2 + phaseX),
    y + amplitudeY * Math.sin(x / periodY + phaseY),
  ];
}

/**
 * A digit's own elastic bend: smooth waves of random phase across its box, which no bounding-box
 * normalisation undoes, while the strokes keep the shape a person knows.
 */
function randomElastic(): (point: Point) => Point {
  const wave = () => {
    const [amplitude, period, phase] = [between(1, 2.2), between(5, 9), between(0, 2 * Math.PI)];
    return (value: number) => amplitude * Math.sin(value / period + phase);
  };
  const [alongY, alongX] = [wave(), wave()];
  return ([x, y]) => [x + alongY(y), y + alongX(x)];
}

function digitPieces(digit: string, centre: Point, warp: (point: Point) => Point): string[] {
  const affine = randomAffine(centre);
  const elastic = randomElastic();
  const place = (point: Point) => warp(affine(elastic(point)));
  const alternate = alternates[digit];
  const shape = alternate && randomInt(0, 2) === 0 ? alternate : (glyphs[digit] ?? []);
  return shape.flatMap((stroke) => pieces(smoothSegments(stroke.map(place), 1.1)));
}

/**
 * Where each digit stands: gaps of their own, so the picture cannot be cut into equal slots, and
 * neighbours may touch, as handwriting does.
 */
function digitCentres(count: number): Point[] {
  const gaps = Array.from({ length: count - 1 }, () => between(22, 29));
  const span = gaps.reduce((sum, gap) => sum + gap, 0);
  let x = between(17, Math.max(18, WIDTH - 17 - span));
  return Array.from({ length: count }, (_, index) => {
    const centre: Point = [x, HEIGHT / 2 + between(-4.5, 4.5)];
    x += gaps[index] ?? 0;
    return centre;
  });
}

/** An arc across the picture, drawn as strokes are, so its pieces look like a digit's pieces. */
function crossingArcPieces(): string[] {
  const points: Point[] = Array.from({ length: 5 }, (_, index) => [
    -4 + (index * (WIDTH + 8)) / 4,
    between(8, HEIGHT - 8),
  ]);
  return pieces(smoothSegments(points, 2));
}

export function captchaSvg(answer: string): string {
  const centres = digitCentres(answer.length);
  const warp = randomWarp();
  const drawn = shuffled([
    ...[...answer].flatMap((digit, index) => digitPieces(digit, centres[index]!, warp)),
    ...Array.from({ length: randomInt(1, 3) }, crossingArcPieces).flat(),
  ]);
  // Dealt into a few paths, each piece to any of them, so no path holds one digit.
  const pathCount = randomInt(3, 6);
  const groups: string[][] = Array.from({ length: pathCount }, () => []);
  drawn.forEach((piece) => groups[randomInt(0, pathCount)]!.push(piece));
  const strokes = groups
    .filter((group) => group.length > 0)
    .map(
      (group) =>
        `<path d="${group.join('')}" stroke="${INK[randomInt(0, INK.length)]}" stroke-width="${n(between(2.4, 3.1))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    )
    .join('');
  const hairlines = Array.from({ length: 3 }, () => {
    const y1 = randomInt(4, HEIGHT - 4);
    const y2 = randomInt(4, HEIGHT - 4);
    return `<path d="M0 ${y1} C ${WIDTH / 3} ${randomInt(0, HEIGHT)}, ${(2 * WIDTH) / 3} ${randomInt(0, HEIGHT)}, ${WIDTH} ${y2}" stroke="#8a6d2b" stroke-width="1.2" fill="none" opacity="0.6"/>`;
  }).join('');
  const dots = Array.from(
    { length: 30 },
    () =>
      `<circle cx="${randomInt(0, WIDTH)}" cy="${randomInt(0, HEIGHT)}" r="1.2" fill="#55627f"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="#f3efe4"/>${dots}${hairlines}${strokes}</svg>`;
}
