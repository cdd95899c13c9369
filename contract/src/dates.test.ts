import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLongDate } from './dates.js';

describe('formatLongDate', () => {
  it.each([
    ['2024-01-05', 'January 5, 2024'],
    ['2024-12-31T23:30:00Z', 'December 31, 2024'],
    [new Date(Date.UTC(1965, 7, 1)), 'August 1, 1965'],
    ['1899-02-28', 'February 28, 1899'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    ['', 'N/A'],
    ['not a date', 'N/A'],
    [new Date(Number.NaN), 'N/A'],
  ])('formats %j as %j', (value, expected) => {
    expect(formatLongDate(value)).toBe(expected);
  });
});

describe('the long-date formatter', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('is made on the first date formatted, not when the module loads or for a missing date, and only once', async () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    const counting = function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      made += 1;
      return new Original(...args);
    };
    vi.stubGlobal('Intl', Object.create(Intl, { DateTimeFormat: { value: counting } }));
    vi.resetModules();
    const { formatLongDate: fresh } = await import('./dates.js');
    expect(made).toBe(0);
    expect(fresh(null)).toBe('N/A');
    expect(made).toBe(0);
    expect(fresh('2024-01-05')).toBe('January 5, 2024');
    expect(fresh('1965-08-01')).toBe('August 1, 1965');
    expect(made).toBe(1);
  });
});
