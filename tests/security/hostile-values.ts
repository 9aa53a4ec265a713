/**
 * The generated inputs: values that must be refused wherever a call reads them, strings a
 * service must store or refuse without breaking, and whole bodies that are malformed or hostile.
 * A small seeded generator adds random mixes of them, so a run is reproducible from its seed.
 */

/** Wrong types and impossible numbers: a call that reads the field must refuse each one. */
export const refusedValues: readonly { name: string; value: unknown }[] = [
  { name: 'null', value: null },
  { name: 'true', value: true },
  { name: 'empty object', value: {} },
  { name: 'empty array', value: [] },
  { name: 'array of strings', value: ['a', 'b'] },
  { name: 'operator object', value: { $gt: '' } },
  { name: 'nested object', value: { a: { b: { c: 1 } } } },
  { name: 'negative', value: -1 },
  { name: 'negative fraction', value: -0.01 },
  { name: 'sub-paisa fraction', value: 0.001 },
  { name: 'huge', value: 1e21 },
  { name: 'near max double', value: 1.7e308 },
  { name: 'beyond safe integer', value: 2 ** 53 + 2 },
  { name: 'NaN text', value: 'NaN' },
  { name: 'Infinity text', value: 'Infinity' },
  { name: '-Infinity text', value: '-Infinity' },
  { name: 'overflowing exponent', value: '1e400' },
  { name: 'hex text', value: '0x1F' },
  { name: 'text of 100,000 characters', value: 'A'.repeat(100_000) },
];

/** Fields read only to page or filter a list: wrong values may be ignored there. */
export const lenientFieldPattern =
  /^(page|limit|per_page|before_id|after_id|from|to|date|sort|q|search|status|channel)$/i;

/** Strings that a field may accept as text but must never break on or run. */
export const hostileStrings: readonly { name: string; value: string }[] = [
  { name: 'SQL quote', value: "' OR '1'='1" },
  { name: 'SQL statement', value: "1'; DROP TABLE users; --" },
  { name: 'SQL union', value: '1 UNION ALL SELECT username, phone FROM users --' },
  { name: 'script tag', value: '<script>alert(document.cookie)</script>' },
  { name: 'image onerror', value: '"><img src=x onerror=alert(1)>' },
  { name: 'javascript URL', value: 'javascript:alert(1)' },
  { name: 'RTL override', value: '\u202Egnp.exe' },
  { name: 'zero-width', value: 'a\u200Bb\u200Cc\u200Dd\uFEFF' },
  { name: 'emoji', value: '🎰💸🇧🇩👨‍👩‍👧‍👦' },
  { name: 'Bangla', value: 'আমার টাকা' },
  { name: 'combining marks', value: 'Z̷̡̢͚̙a̸͎̓l̶̡̈́g̵̣̈́o̶̠͝' },
  { name: 'lone surrogate', value: 'a\uD800b' },
  { name: 'NUL', value: 'a\u0000b' },
  { name: 'control characters', value: '\u0001\u0007\u001b[31m' },
  { name: 'CRLF header injection', value: 'x\r\nSet-Cookie: a=b' },
  { name: 'path traversal', value: '../../../../etc/passwd' },
  { name: 'format string', value: '%s%s%n%x{0}${7*7}{{7*7}}' },
  { name: 'prototype key as text', value: '__proto__' },
  { name: 'long unicode', value: '🎰'.repeat(20_000) },
];

/** A seeded generator (mulberry32): the run's random mixes are the same for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random value from every family, for the mixes that set several fields at once. */
export function randomHostileValue(random: () => number): unknown {
  const pool: unknown[] = [
    ...refusedValues.map((entry) => entry.value),
    ...hostileStrings.map((entry) => entry.value),
  ];
  return pool[Math.floor(random() * pool.length)];
}

/** JSON nested `depth` levels deep, as text (JSON.stringify would recurse as deep). */
export function deepJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

export interface WholeBody {
  name: string;
  payload: string | Buffer;
  contentType: string;
}

/** Bodies that are wrong as a whole; `base` is the call's plausible body. */
export function wholeBodies(base: Record<string, unknown>): WholeBody[] {
  const json = 'application/json';
  const baseText = JSON.stringify(base);
  return [
    { name: 'invalid JSON', payload: '{"amount": ', contentType: json },
    { name: 'JSON array', payload: '[1,2,3]', contentType: json },
    { name: 'JSON string', payload: '"text"', contentType: json },
    { name: 'JSON number', payload: '42', contentType: json },
    { name: 'JSON null', payload: 'null', contentType: json },
    { name: 'deep JSON (10,000 levels)', payload: deepJson(10_000), contentType: json },
    {
      name: 'wide JSON (50,000 keys)',
      payload: `{${Array.from({ length: 50_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
      contentType: json,
    },
    {
      name: 'prototype pollution keys',
      payload: `{"__proto__":{"polluted":"yes","isAdmin":true,"role":"owner"},"constructor":{"prototype":{"polluted":"yes"}},${baseText.slice(1)}`,
      contentType: json,
    },
    {
      name: 'duplicate keys',
      payload: `{"amount":1,"amount":-100,${baseText.slice(1)}`,
      contentType: json,
    },
    {
      name: 'body over the 1 MB limit',
      payload: `{"a":"${'x'.repeat(1_100_000)}"}`,
      contentType: json,
    },
    {
      name: 'form encoding',
      payload: 'amount=-1&remote_id=1',
      contentType: 'application/x-www-form-urlencoded',
    },
    { name: 'plain text', payload: baseText, contentType: 'text/plain' },
    {
      name: 'XML',
      payload:
        '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
      contentType: 'application/xml',
    },
    { name: 'JSON with a BOM', payload: `\uFEFF${baseText}`, contentType: json },
  ];
}
