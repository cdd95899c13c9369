// What each catalogue change makes stale, by tags (docs/decisions/132-pages-stale-by-what-changed.md):
// the server-rendered pages and the kept detail answers (decision 155) go stale by the same record.
import { parseAggregatesNotice } from '@starshelf/cms/catalogue';
import type { CatalogueChanges } from './catalogue-changes.js';

/**
 * What a page or a kept answer depends on is a list of tags: `books:42`, `authors:7`, `series:9`
 * for an item whose answer it showed, and `lists` for a page drawn from a list, a ranking or the
 * home page, which any rating may reorder.
 */
export const LISTS = 'lists';

/** What a change notice marks stale: the pages with these tags, or every page. */
export type ChangeExtent = 'everything' | readonly string[];

const RATED = new Set(['books', 'authors', 'series']);

/**
 * A rating aggregate's notice names its items: their pages (and every page listing them) and the
 * lists. An edit, a too-large batch or anything else: its extent is unknown, so everything.
 */
export function extentOfNotice(payload: string): ChangeExtent {
  const notice = parseAggregatesNotice(payload);
  if (!notice?.ids || !RATED.has(notice.collection)) return 'everything';
  return [...notice.ids.map((id) => `${notice.collection}:${id}`), LISTS];
}

/** Every book an answer lists (an author's or a series' books), with the ratings they show. */
function collectBooks(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectBooks(item, into);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'books' && Array.isArray(child)) {
      for (const book of child) {
        const id = (book as { id?: unknown } | null)?.id;
        if (typeof id === 'number') into.add(`books:${id}`);
      }
    }
    collectBooks(child, into);
  }
}

/**
 * The tags of a detail answer (`/api/books|authors|series/<x>`) of `kind`: its own item's, whatever
 * address asked for it, and every book it lists (an author's or a series' books, with their ratings).
 */
export function tagsOfDetailAnswer(kind: string, data: unknown): string[] {
  const tags = new Set<string>();
  const id = (data as { id?: unknown } | null)?.id;
  if (typeof id === 'number') tags.add(`${kind}:${id}`);
  collectBooks(data, tags);
  return [...tags];
}

/**
 * The changes this process has heard, numbered: a page rendered at number n is fresh while no
 * change after n touched one of its tags. The tags kept are bounded: past `maxTags`, the next
 * change counts as everything and the list starts again.
 */
export class ChangeLedger {
  private sequence = 0;
  private everythingAt = 0;
  private readonly tagAt = new Map<string, number>();

  constructor(private readonly maxTags = 100_000) {}

  /** The number a render starting now records. */
  now(): number {
    return this.sequence;
  }

  mark(extent: ChangeExtent): void {
    this.sequence += 1;
    if (extent === 'everything' || this.tagAt.size + extent.length > this.maxTags) {
      this.everythingAt = this.sequence;
      this.tagAt.clear();
      return;
    }
    for (const tag of extent) this.tagAt.set(tag, this.sequence);
  }

  isFresh(renderedAt: number, dependencies: readonly string[]): boolean {
    if (this.everythingAt > renderedAt) return false;
    return dependencies.every((tag) => (this.tagAt.get(tag) ?? 0) <= renderedAt);
  }
}

const ledgers = new WeakMap<CatalogueChanges, ChangeLedger>();

/**
 * The one ledger of a listener: each notice is marked once, and the pages and the kept detail
 * answers read the same record. A listener's (re)connection marks everything: what changed while it
 * was away is unknown. Without `onChange` nothing is marked, and nothing may be kept either.
 */
export function changeLedgerOf(changes: CatalogueChanges): ChangeLedger {
  const known = ledgers.get(changes);
  if (known) return known;
  const ledger = new ChangeLedger();
  changes.onChange?.((change) => ledger.mark('connected' in change ? 'everything' : extentOfNotice(change.payload)));
  ledgers.set(changes, ledger);
  return ledger;
}
