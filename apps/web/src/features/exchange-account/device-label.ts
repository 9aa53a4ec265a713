/**
 * A short name for the device of a sign-in ("Chrome on Android") from its user agent; the raw
 * text is long and means little to a player. Anything unrecognised is shown shortened as sent.
 */
const browsers: [RegExp, string][] = [
  [/EdgA?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const RAW_SHOWN_MAX = 40;

export function deviceLabel(userAgent: string | null): string | undefined {
  if (!userAgent) return undefined;
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser ?? system) return browser ?? system;
  return userAgent.length > RAW_SHOWN_MAX ? `${userAgent.slice(0, RAW_SHOWN_MAX)}…` : userAgent;
}
