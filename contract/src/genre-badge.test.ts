import { describe, expect, it } from 'vitest';
import { genreBadgeColor } from './genre-badge.js';

describe('genreBadgeColor', () => {
  it.each([
    ['Science Fiction', 'science-fiction'],
    ['Science-Fiction', 'science-fiction'],
    ['science fiction', 'science-fiction'],
    ['Sci-Fi', 'science-fiction'],
    ['Fantascienza', 'science-fiction'],
    ['Military Science Fiction', 'science-fiction'],
    ['Fantasy', 'fantasy'],
    ['Epic Fantasy', 'fantasy'],
    ['Horror', 'horror'],
    ['Cosmic Horror', 'horror'],
    ['Crossover', 'crossover'],
    ['Mystery', 'default'],
    ['Fantasyland', 'default'],
    ['', 'default'],
  ])('gives %j the %s colour', (name, expected) => {
    expect(genreBadgeColor(name)).toBe(expected);
  });
});
