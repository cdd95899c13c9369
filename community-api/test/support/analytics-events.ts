import { randomUUID } from 'node:crypto';
import type { StoredEvent } from '../../src/modules/analytics/schemas.js';

/** An anonymous page view of /books as the API stores it, now, with what a test changes. */
export function storedEvent(overrides: Partial<StoredEvent> = {}): StoredEvent {
  return {
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    eventType: 'page_view',
    route: '/books',
    entityType: null,
    entityId: null,
    userRole: 'anonymous',
    metadata: null,
    ...overrides,
  };
}
