/**
 * What a customer calls the device a sign-in came from: "Chrome on Windows", "Safari on iPhone".
 * A small parser of the User-Agent header (no dependency): the browsers and systems customers
 * use, checked most specific first, since every Chromium browser also says "Chrome" and "Safari".
 * Anything else is "An unrecognised browser" or system rather than a guess.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera|OPT)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(CriOS|Chrome|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(iPhone|iPad).*\bAppleWebKit\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows (NT|Phone)\b/, 'Windows'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** How long a browser is remembered: its cookie's lifetime (the longest browsers keep one), renewed at each sign-in. */
export const DEVICE_MEMORY_DAYS = 400;

const MAX_HEADER = 512; // A longer header is not a browser's; parsing it is not worth the time.

export function describeDevice(userAgent: string | null | undefined): string {
  const header = (userAgent ?? '').slice(0, MAX_HEADER);
  const browser = BROWSERS.find(([pattern]) => pattern.test(header))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(header))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return `${browser} on an unrecognised system`;
  if (system) return `An unrecognised browser on ${system}`;
  return 'An unrecognised browser';
}
