import { randomUUID } from 'node:crypto';
import type { StoredEvent } from '@starshelf/community-api/harness';

const LIST_ROUTES = ['/books', '/authors', '/series', '/genres', '/awards', '/search', '/profile', '/admin/analytics'];
const ROLES = [
  ['anonymous', 0.7],
  ['NORMAL_USER', 0.2],
  ['POWER_USER', 0.05],
  ['GOLDEN_USER', 0.04],
  ['SUPER_USER', 0.01],
] as const;
const QUERIES = Array.from({ length: 300 }, (_unused, index) => `query ${index}`);
const BOOKS = 3_000;

/** A small deterministic generator, so two runs measure the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

// Popularity is skewed, as on a real site: a few books and queries take most of the traffic.
const skewed = (random: () => number, size: number) => Math.floor(size * random() ** 3);

function pickRole(random: () => number): StoredEvent['userRole'] {
  let roll = random();
  for (const [role, share] of ROLES) {
    if (roll < share) return role;
    roll -= share;
  }
  return 'anonymous';
}

/**
 * One event of a realistic mix (60 % page views over list and detail routes, 20 % book modals,
 * 10 % searches, 10 % clicks) at `occurredAt`.
 */
export function syntheticEvent(random: () => number, occurredAt: Date): StoredEvent {
  const roll = random();
  const base = { eventId: randomUUID(), occurredAt: occurredAt.toISOString(), userRole: pickRole(random), metadata: { source: 'bench' } };
  if (roll < 0.6) {
    const isDetail = random() < 0.5;
    const book = skewed(random, BOOKS) + 1;
    return {
      ...base,
      eventType: 'page_view',
      route: isDetail ? `/books/book-${book}` : (LIST_ROUTES[skewed(random, LIST_ROUTES.length)] ?? '/books'),
      entityType: isDetail ? 'book' : null,
      entityId: isDetail ? String(book) : null,
    };
  }
  if (roll < 0.8) return { ...base, eventType: 'modal_open', route: '/books', entityType: 'book', entityId: String(skewed(random, BOOKS) + 1) };
  if (roll < 0.9) return { ...base, eventType: 'interaction', route: '/search', entityType: 'search', entityId: QUERIES[skewed(random, QUERIES.length)] ?? 'dune' };
  return { ...base, eventType: 'click', route: '/books', entityType: null, entityId: null, metadata: { source: 'bench', element_type: 'button', element_id: 'more' } };
}
