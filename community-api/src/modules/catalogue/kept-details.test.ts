import { aggregatesNoticePayload } from '@starshelf/cms/catalogue';
import { describe, expect, it } from 'vitest';
import type { CatalogueChange, CatalogueChanges } from './catalogue-changes.js';
import { keptDetailAnswers, type DetailKind } from './kept-details.js';

/** A listener the test drives: `tell` delivers a notice (or a reconnection) as the real one does. */
function fakeChanges() {
  const state = { live: true };
  const listeners: Array<(change: CatalogueChange) => void> = [];
  const changes: CatalogueChanges = {
    revision: () => 0,
    isLive: () => state.live,
    onChange: (listener) => listeners.push(listener),
    close: async () => undefined,
  };
  const tell = (change: CatalogueChange) => listeners.forEach((listener) => listener(change));
  return { state, changes, tell };
}

type Item = { id: number; slug: string; title: string; books?: Array<{ id: number }> };

/** A reader of items by key counting its reads; `items` may be changed between calls. */
function reader(items: Record<string, Item>) {
  const reads: string[] = [];
  const read = (key: string) => async () => {
    reads.push(key);
    return items[key] ?? null;
  };
  return { reads, read };
}

const bodyOf = (answer: { body: Buffer } | null) => JSON.parse(answer?.body.toString('utf8') ?? 'null') as unknown;

describe('keptDetailAnswers', () => {
  const setUp = (items: Record<string, Item>) => {
    const fake = fakeChanges();
    const { reads, read } = reader(items);
    const details = keptDetailAnswers(fake.changes);
    const ask = (key: string, kind: DetailKind = 'books', locale: 'en' | 'de' = 'en') => details(kind, key, locale, read(key));
    return { ...fake, reads, ask, items };
  };

  it('answers the envelope as sent, with a strong ETag, and reads it once per key and language', async () => {
    const { reads, ask } = setUp({ dune: { id: 1, slug: 'dune', title: 'Dune' } });
    const first = await ask('dune');
    expect(bodyOf(first)).toEqual({ success: true, data: { id: 1, slug: 'dune', title: 'Dune' } });
    expect(first?.etag).toMatch(/^"[\w-]{32}"$/);
    expect(first).toMatchObject({ id: 1, slug: 'dune' });
    expect(await ask('dune')).toBe(first);
    await ask('dune', 'books', 'de');
    expect(reads).toEqual(['dune', 'dune']);
  });

  it('reads again only what a rating notice names: the item itself or a book it lists', async () => {
    const { reads, ask, tell, items } = setUp({
      dune: { id: 1, slug: 'dune', title: 'Dune' },
      kindred: { id: 2, slug: 'kindred', title: 'Kindred' },
      herbert: { id: 7, slug: 'herbert', title: 'Frank Herbert', books: [{ id: 1 }] },
    });
    await ask('dune');
    await ask('kindred');
    await ask('herbert', 'authors');
    items.dune = { id: 1, slug: 'dune', title: 'Dune (rated)' };
    items.kindred = { id: 2, slug: 'kindred', title: 'Kindred (changed silently)' };
    tell({ payload: aggregatesNoticePayload('books', [1]) });
    expect(bodyOf(await ask('dune'))).toMatchObject({ data: { title: 'Dune (rated)' } });
    expect(bodyOf(await ask('kindred'))).toMatchObject({ data: { title: 'Kindred' } });
    await ask('herbert', 'authors');
    expect(reads).toEqual(['dune', 'kindred', 'herbert', 'dune', 'herbert']);
    // An author's rating names the author, not a book of the same id.
    tell({ payload: aggregatesNoticePayload('authors', [2]) });
    await ask('kindred');
    expect(reads).toHaveLength(5);
  });

  it('reads everything again after an edit, a notice naming no ids, or the listener reconnecting', async () => {
    const { reads, ask, tell } = setUp({ dune: { id: 1, slug: 'dune', title: 'Dune' } });
    const changes: CatalogueChange[] = [
      { payload: 'books' },
      { payload: aggregatesNoticePayload('books', []) },
      { connected: { backendPid: 1, otherListeners: [] } },
    ];
    await ask('dune');
    for (const change of changes) {
      tell(change);
      await ask('dune');
      await ask('dune');
    }
    expect(reads).toHaveLength(1 + changes.length);
  });

  it('shares one read among calls at the same time, but not with a call after a change', async () => {
    const fake = fakeChanges();
    const details = keptDetailAnswers(fake.changes);
    const pending: Array<() => void> = [];
    let reads = 0;
    const slowRead = async () => {
      reads += 1;
      const version = reads;
      await new Promise<void>((resolve) => pending.push(resolve));
      return { id: 1, slug: 'dune', title: `Dune ${version}` };
    };
    const before = [details('books', 'dune', 'en', slowRead), details('books', 'dune', 'en', slowRead)];
    fake.tell({ payload: aggregatesNoticePayload('books', [1]) });
    const after = details('books', 'dune', 'en', slowRead);
    expect(reads).toBe(2);
    pending.forEach((resolve) => resolve());
    const [one, two] = await Promise.all(before);
    expect(one).toBe(two);
    expect(bodyOf(await after)).toMatchObject({ data: { title: 'Dune 2' } });
    // The read begun before the change is stale; the later one is what the next call gets.
    expect(bodyOf(await details('books', 'dune', 'en', slowRead))).toMatchObject({ data: { title: 'Dune 2' } });
    expect(reads).toBe(2);
  });

  it('keeps nothing while the listener is down, for an unknown key, after a failed read, or for an award', async () => {
    const { reads, ask, state } = setUp({ dune: { id: 1, slug: 'dune', title: 'Dune' }, hugo: { id: 3, slug: 'hugo', title: 'Hugo' } });
    state.live = false;
    await ask('dune');
    await ask('dune');
    state.live = true;
    expect(await ask('nowhere')).toBeNull();
    expect(await ask('nowhere')).toBeNull();
    await ask('hugo', 'awards');
    await ask('hugo', 'awards');
    expect(reads).toEqual(['dune', 'dune', 'nowhere', 'nowhere', 'hugo', 'hugo']);

    const fake = fakeChanges();
    const details = keptDetailAnswers(fake.changes);
    let calls = 0;
    const failingOnce = async () => {
      calls += 1;
      if (calls === 1) throw new Error('database gone');
      return { id: 1, slug: 'dune' };
    };
    await expect(details('books', 'dune', 'en', failingOnce)).rejects.toThrow('database gone');
    expect(await details('books', 'dune', 'en', failingOnce)).toMatchObject({ id: 1 });
    expect(calls).toBe(2);
  });

  it('drops the least recently used answers past its bounds', async () => {
    const fake = fakeChanges();
    const details = keptDetailAnswers(fake.changes, { maxEntries: 2 });
    let reads = 0;
    const read = (id: number) => async () => {
      reads += 1;
      return { id, slug: `b${id}` };
    };
    await details('books', 'b1', 'en', read(1));
    await details('books', 'b2', 'en', read(2));
    await details('books', 'b1', 'en', read(1));
    await details('books', 'b3', 'en', read(3));
    expect(reads).toBe(3);
    await details('books', 'b1', 'en', read(1));
    expect(reads).toBe(3);
    await details('books', 'b2', 'en', read(2));
    expect(reads).toBe(4);
  });
});
