import { describe, expect, it } from 'vitest';
import { parseSse } from './parse-sse';

describe('parseSse', () => {
  it('returns complete events and keeps the unfinished tail for the next chunk', () => {
    const first = parseSse('event: token\ndata: {"text":"Hi "}\n\nevent: tok');
    expect(first.messages).toEqual([{ event: 'token', data: '{"text":"Hi "}' }]);
    const second = parseSse(`${first.rest}en\ndata: {"text":"there"}\n\n`);
    expect(second).toEqual({ messages: [{ event: 'token', data: '{"text":"there"}' }], rest: '' });
  });

  it('reads CRLF line endings and names unnamed events "message"', () => {
    expect(parseSse('data: 1\r\n\r\n').messages).toEqual([{ event: 'message', data: '1' }]);
  });
});
