/** A signed-in browser in words a member recognises ("Chrome on Linux"), read from its user agent. */
export type DeviceDescription = { browser?: string; os?: string };

// Order matters: Edge and Opera also name Chrome, Chrome also names Safari, Android names Linux.
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux|X11/, 'Linux'],
];

function firstMatch(userAgent: string, table: ReadonlyArray<readonly [RegExp, string]>): string | undefined {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1];
}

/** Null when neither the browser nor the system can be named (no header, a script, a bot). */
export function describeDevice(userAgent: string | null): DeviceDescription | null {
  if (!userAgent) return null;
  const browser = firstMatch(userAgent, BROWSERS);
  const os = firstMatch(userAgent, SYSTEMS);
  if (!browser && !os) return null;
  return { browser, os };
}
