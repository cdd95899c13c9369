import { lazy, Suspense } from 'react';

// The chat (its strings, streaming and cards) loads after the start page has rendered.
const ChatPanel = lazy(() => import('./chat-panel'));

export function LazyChatPanel() {
  return (
    <Suspense fallback={<div className="h-64 rounded-3xl border border-line bg-surface" aria-hidden="true" />}>
      <ChatPanel />
    </Suspense>
  );
}
