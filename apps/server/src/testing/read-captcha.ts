/**
 * Reads a captcha SVG back into its digits, for tests only: each digit is drawn as a set of
 * seven-segment strokes, so the set of strokes names the digit. No test backdoor is needed.
 */
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

export function readCaptcha(svg: string): string {
  const digits = [
    ...svg.matchAll(/<path transform="translate\(([-\d]+) [-\d]+\)[^"]*" d="([^"]+)"/g),
  ]
    .map((match) => ({ x: Number(match[1]), strokes: match[2]!.match(/M\S+ \S+ [HV]\S+/g) ?? [] }))
    .sort((a, b) => a.x - b.x)
    .map(({ strokes }) => {
      const key = strokes
        .map((stroke) => segmentOfStroke[stroke] ?? '?')
        .sort()
        .join('');
      return digitOfSegments[key] ?? '?';
    });
  return digits.join('');
}
