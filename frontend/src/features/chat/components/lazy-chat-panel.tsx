import { lazyPart } from '@/components/ui/lazy-part';

// The chat (its strings, streaming and cards) loads after the start page has rendered.
export const LazyChatPanel = lazyPart(
  async () => (await import('./chat-panel')).default,
  <div className="h-64 rounded-3xl border border-line bg-surface" aria-hidden="true" />,
);
