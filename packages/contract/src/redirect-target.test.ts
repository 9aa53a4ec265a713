// Proves the one redirect check: paths on this site pass unchanged; every usual way of turning a
// "path" into another site, a script, or a header is refused.
import { describe, expect, it } from 'vitest';
import { REDIRECT_PATH_LENGTH_MAX, sameSitePath } from './redirect-target.js';

describe('sameSitePath', () => {
  it('passes paths on this site as they are', () => {
    for (const path of [
      '/',
      '/games?type=SLOT',
      '/games?type=LIVE&title=Live%20Casino',
      '/games?title=%E0%A6%B8%E0%A7%8D%E0%A6%B2%E0%A6%9F',
      '/odds-view?marketId=1.2&eventId=3#top',
      '/house/crash?lobby=%2Fgames%3Ftype%3DSLOT',
      '/a/b/c?x=a+b',
    ]) {
      expect(sameSitePath(path), path).toBe(path);
    }
  });

  it('refuses the usual bypasses', () => {
    const hostile = [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      '/%5Cevil.example',
      '/%5cevil.example',
      '%2F%2Fevil.example',
      '/%2F/evil.example',
      '/%2Fevil.example',
      '/%252F%252Fevil.example',
      'https:evil.example',
      'https://evil.example',
      'http://localhost.evil',
      '//localhost.evil/',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '\t//evil.example',
      '/%09/evil.example',
      '/%0a/evil.example',
      '/%0D%0ASet-Cookie:x=1',
      ' /games',
      '  //evil.example',
      '@evil.example',
      '/@evil.example'.replace('/', ''),
      'evil.example',
      '.evil.example',
      '／／evil.example',
      '/／evil.example',
      '/%EF%BC%8Fevil.example',
      '/＼evil.example',
      '/%EF%BC%BCevil.example',
      '/games\\..\\..\\evil',
      '/ga\u200bmes',
      '/%',
      '/%zz',
      '',
      'x'.repeat(10),
      `/${'a'.repeat(REDIRECT_PATH_LENGTH_MAX)}`,
    ];
    const accepted = hostile.filter((value) => sameSitePath(value) !== undefined);
    expect(accepted).toEqual([]);
  });

  it('refuses anything that is not a string', () => {
    for (const value of [undefined, null, 1, {}, ['/games'], new URL('https://evil.example')]) {
      expect(sameSitePath(value)).toBeUndefined();
    }
  });
});
