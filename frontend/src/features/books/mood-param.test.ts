import { describe, expect, it } from 'vitest';
import { parseMoodParam, toggleMood } from './mood-param';

describe('the mood URL parameter', () => {
  it('reads known slugs in the contract order and drops unknown ones', () => {
    expect(parseMoodParam('dark, funny,grumpy')).toEqual(['funny', 'dark']);
    expect(parseMoodParam('')).toEqual([]);
  });

  it('adds a mood that is not chosen and removes one that is', () => {
    expect(toggleMood(['funny'], 'dark')).toBe('funny,dark');
    expect(toggleMood(['funny', 'dark'], 'funny')).toBe('dark');
    expect(toggleMood(['short'], 'short')).toBe('');
  });
});
