import { describe, expect, it } from 'vitest';
import { lastFirst, reviewCell } from './goodreads-row.js';

describe('Goodreads cells', () => {
  it.each([
    ['Suzanne Collins', 'Collins, Suzanne'],
    ['Ursula K. Le Guin', 'Guin, Ursula K. Le'],
    ['  Octavia   E. Butler ', 'Butler, Octavia E.'],
    ['Homer', 'Homer'],
  ])('files %j as %j, the last word first', (name, filed) => {
    expect(lastFirst(name)).toBe(filed);
  });

  it('writes line breaks of any platform as <br/>, so a blank line is a paragraph break', () => {
    expect(reviewCell('One\r\ntwo\r\n\r\nThree\rfour\n\nFive')).toBe('One<br/>two<br/><br/>Three<br/>four<br/><br/>Five');
    expect(reviewCell(null)).toBe('');
  });
});
