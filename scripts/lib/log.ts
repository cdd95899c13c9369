// Prefixed, optionally coloured lines so the output of several processes stays readable.
const COLORS = [36, 35, 33, 32, 34, 91, 96, 95] as const;
let nextColor = 0;
let useColor = false;

export function setColor(enabled: boolean): void {
  useColor = enabled;
}

function paint(code: number, text: string): string {
  return useColor ? `\u001b[${code}m${text}\u001b[0m` : text;
}

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  line(text: string, isError?: boolean): void;
}

export function createLogger(name: string): Logger {
  const color = COLORS[nextColor++ % COLORS.length] ?? 36;
  const prefix = () => paint(color, `[${name}]`);
  return {
    info: (message) => console.log(`${prefix()} ${message}`),
    warn: (message) => console.warn(`${prefix()} ${paint(33, message)}`),
    // The word too, not only the colour: logs and NO_COLOR terminals keep no red.
    error: (message) => console.error(`${prefix()} ${paint(31, `error: ${message}`)}`),
    line: (text, isError = false) => (isError ? process.stderr : process.stdout).write(`${prefix()} ${text}\n`),
  };
}

export function bold(text: string): string {
  return paint(1, text);
}

export function green(text: string): string {
  return paint(32, text);
}

export function red(text: string): string {
  return paint(31, text);
}
