/**
 * What no answer may show: a stack trace, SQL text or a database's own words, a file path of the
 * server, a secret or its hash, or another player's data. Each test file scans every answer it
 * was given (probe.ts).
 */
import type { Answer } from './probe.js';

const leakPatterns: readonly { name: string; pattern: RegExp }[] = [
  { name: 'stack frame', pattern: /\bat (?:async )?[\w$.<>]+ \(|\n\s+at \S+:\d+:\d+/ },
  { name: 'source file', pattern: /\.(?:ts|js|mjs|cjs):\d+/ },
  { name: 'server path', pattern: /\/(?:work|home|usr|tmp|var|app)\/[\w.-]+\/|[A-Z]:\\\\/ },
  { name: 'node_modules', pattern: /node_modules/ },
  {
    name: 'SQL text',
    pattern: /\b(?:SELECT\s.+\sFROM|INSERT INTO|UPDATE\s+\w+\s+SET|DELETE FROM)\b/i,
  },
  {
    name: 'database error',
    pattern:
      /sqlite|SQLITE_|postgres|pg_|syntax error at|constraint failed|violates .* constraint|duplicate key/i,
  },
  {
    name: 'error class',
    pattern: /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|ZodError)\b/,
  },
];

/** What no answer at all may hold, success or not: secrets and the columns that keep them. */
const secretPatterns: readonly { name: string; pattern: RegExp }[] = [
  { name: 'password hash', pattern: /\$argon2(?:id|i|d)\$|\$scrypt\$|password_hash/ },
  { name: 'token hash', pattern: /token_hash|code_hash/ },
  { name: '2-step secret', pattern: /totp_secret/ },
];

export interface Leak {
  request: string;
  status: number;
  what: string;
  excerpt: string;
}

function excerpt(body: string, index: number): string {
  return body.slice(Math.max(0, index - 40), index + 80);
}

/**
 * Error answers (4xx and 5xx) are scanned for internals; every answer is scanned for the markers
 * of players other than the caller.
 */
export function findLeaks(
  scanned: readonly Answer[],
  otherPlayersMarkers: (answer: Answer) => readonly string[] = () => [],
): Leak[] {
  const leaks: Leak[] = [];
  for (const answer of scanned) {
    const found = (what: string, index: number) =>
      leaks.push({
        request: answer.request,
        status: answer.status,
        what,
        excerpt: excerpt(answer.body, index),
      });
    const patterns = answer.status >= 400 ? [...leakPatterns, ...secretPatterns] : secretPatterns;
    for (const { name, pattern } of patterns) {
      const match = pattern.exec(answer.body);
      if (match) found(name, match.index);
    }
    for (const marker of otherPlayersMarkers(answer)) {
      const index = answer.body.indexOf(marker);
      if (marker !== '' && index >= 0) found(`another player's data (${marker})`, index);
    }
  }
  return leaks;
}
