import type { AnalyticsEventBody, AnalyticsUserRole } from '@starshelf/contract';
import { api } from './api/client';

/** An event as the page reports it: the API's event body, always with the page's route. */
export type AnalyticsEvent = AnalyticsEventBody & { route: string };

function requestId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random()).slice(2);
}

/** Fire and forget (docs/rules.md §7): analytics never slows or breaks the page, so failures vanish. */
export function trackEvent(event: AnalyticsEvent, userRole: AnalyticsUserRole = 'anonymous'): void {
  const metadata = {
    requestId: requestId(),
    timestamp: new Date().toISOString(),
    viewport: `${window.innerWidth}x${window.innerHeight}`,
    user_role: userRole,
    ...event.metadata,
  };
  try {
    api.post('/api/analytics/event', { ...event, entityId: event.entityId == null ? undefined : String(event.entityId), metadata } satisfies AnalyticsEventBody).catch(() => undefined);
  } catch {
    // A synchronous failure (no fetch at all) is as unimportant as a rejected one.
  }
}
