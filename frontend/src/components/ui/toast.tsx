import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export type ToastVariant = 'default' | 'destructive' | 'success';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
type Toast = ToastInput & { id: number; isOpen: boolean };

/** One toast at a time (docs/rules.md §9); a dismissed one stays mounted-but-hidden this long. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
const AUTO_DISMISS_MS = 5000;

type ToastContextValue = { toast: (input: ToastInput) => void; dismiss: () => void };
const ToastContext = createContext<ToastContextValue | null>(null);

const VARIANTS: Record<ToastVariant, string> = {
  default: 'border-line bg-surface text-fg',
  destructive: 'border-danger/50 bg-surface text-fg [&_[data-bar]]:bg-danger',
  success: 'border-success/50 bg-surface text-fg [&_[data-bar]]:bg-success',
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef<number[]>([]);

  const dismiss = useCallback(() => {
    setToasts((list) => list.map((item) => ({ ...item, isOpen: false })));
    timers.current.push(window.setTimeout(() => setToasts((list) => list.filter((item) => item.isOpen)), TOAST_REMOVE_DELAY));
  }, []);

  const toast = useCallback(
    (input: ToastInput) => {
      const id = nextId.current++;
      setToasts((list) => [{ ...input, id, isOpen: true }, ...list].slice(0, TOAST_LIMIT));
      timers.current.push(window.setTimeout(dismiss, AUTO_DISMISS_MS));
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  const visible = toasts.filter((item) => item.isOpen);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed inset-x-4 bottom-4 z-[60] flex flex-col items-center sm:inset-x-auto sm:right-4 sm:items-end">
        {visible.map((item) => (
          <div
            key={item.id}
            role={item.variant === 'destructive' ? 'alert' : 'status'}
            className={cn('pointer-events-auto relative flex w-full max-w-sm gap-3 overflow-hidden rounded-xl border p-4 pl-5 shadow-xl', VARIANTS[item.variant ?? 'default'])}
          >
            <span data-bar aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-accent" />
            <div className="flex-1">
              <p className="text-sm font-semibold">{item.title}</p>
              {item.description && <p className="mt-1 text-sm text-muted">{item.description}</p>}
            </div>
            <button type="button" onClick={dismiss} aria-label={t('common.close')} className="self-start text-muted hover:text-fg">
              ✕
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>');
  return context;
}
