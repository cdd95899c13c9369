import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the positions outlive a reload, as the browser's own restoration would. */
const STORAGE_KEY = 'starshelf.scroll-positions';
/** Enough history entries for any session; the oldest are dropped. */
const MAX_POSITIONS = 100;

function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(stored) ? stored.filter((entry): entry is [string, number] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number') : []);
  } catch {
    return new Map();
  }
}

/**
 * The key of the entry a document was opened on. Not stored: the next document this tab opens
 * by a link has the same key but is another entry.
 */
const FIRST_ENTRY_KEY = 'default';

function storePositions(positions: Map<string, number>): void {
  const entries = [...positions].filter(([key]) => key !== FIRST_ENTRY_KEY);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries.slice(-MAX_POSITIONS)));
  } catch {
    // Storage full or blocked: a reload then starts at the top, nothing else is lost.
  }
}

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  const target = document.getElementById(id);
  target?.scrollIntoView();
  return target !== null;
}

/** How long a restored position waits for the page to grow tall enough for it. */
const RESTORE_WAIT_MS = 1_000;
/** The reader taking over: a restore still waiting gives way. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `y`, and again each time the page grows, until it gets there: a list renders its
 * cards a moment after the entry's first commit (`ListResults`), so at first the page may be too
 * short. Gives up after a second or when the reader scrolls. Returns the way to stop early.
 */
function restorePosition(y: number, onDone: () => void): () => void {
  const isThere = () => Math.abs(window.scrollY - y) < 1;
  window.scrollTo(0, y);
  if (isThere()) {
    onDone();
    return () => undefined;
  }
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (isThere()) stop();
  });
  const timer = window.setTimeout(() => stop(), RESTORE_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    READER_INPUT.forEach((type) => window.removeEventListener(type, stop));
    onDone();
  }
  observer.observe(document.body);
  READER_INPUT.forEach((type) => window.addEventListener(type, stop, { passive: true }));
  return stop;
}

/** The positions of this document's history entries, by entry key (one app per document). */
let positions: Map<string, number> | undefined;
const entryPositions = () => (positions ??= readPositions());
/**
 * Notes the current entry's position now. The browser reports a scroll on its next frame, so a
 * reload right after one would otherwise keep the position before it.
 */
let rememberCurrentEntry: () => void = () => undefined;

/**
 * The scroll position per history entry, as a reader expects of pages: a new page starts at the
 * top (or at its `#fragment`), and Back or Forward returns to where the reader was, also after a
 * reload. The browser's own restoration is off: it would scroll before the app has rendered the
 * entry it goes back to.
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const save = () => {
      rememberCurrentEntry();
      storePositions(entryPositions());
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = previous;
    };
  }, []);

  // After the entry's page has rendered, before the browser paints it. The cleanup runs in the
  // next entry's commit, before the browser reports the scroll a shorter page causes.
  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? entryPositions().get(key) : undefined;
    // While a restore waits, the scrolls it causes on a page still too short are not the reader's.
    let isRestoring = saved !== undefined;
    const stopRestoring = saved === undefined ? () => undefined : restorePosition(saved, () => { isRestoring = false; });
    if (saved === undefined && !scrollToHash(hash) && navigationType !== 'POP') window.scrollTo(0, 0);
    const remember = () => {
      if (isRestoring) return;
      const current = entryPositions();
      current.delete(key);
      current.set(key, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    rememberCurrentEntry = remember;
    return () => {
      stopRestoring();
      window.removeEventListener('scroll', remember);
      if (rememberCurrentEntry === remember) rememberCurrentEntry = () => undefined;
    };
  }, [key, hash, navigationType]);
}
