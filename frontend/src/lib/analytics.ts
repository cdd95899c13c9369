import { api } from './api/client';

export type AnalyticsEventType = 'page_view' | 'modal_open' | 'interaction' | 'click';
export type AnalyticsEvent = {
  eventType: AnalyticsEventType;
  route: string;
  entityType?: string;
  entityId?: string | number;
  metadata?: Record<string, unknown>;
};

function requestId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random()).slice(2);
}

/** Fire and forget (docs/rules.md §7): analytics never slows or breaks the page, so failures vanish. */
export function trackEvent(event: AnalyticsEvent, userRole = 'anonymous'): void {
  const metadata = {
    requestId: requestId(),
    timestamp: new Date().toISOString(),
    viewport: `${window.innerWidth}x${window.innerHeight}`,
    user_role: userRole,
    ...event.metadata,
  };
  try {
    api.post('/api/analytics/event', { ...event, entityId: event.entityId === undefined ? undefined : String(event.entityId), metadata }).catch(() => undefined);
  } catch {
    // A synchronous failure (no fetch at all) is as unimportant as a rejected one.
  }
}
