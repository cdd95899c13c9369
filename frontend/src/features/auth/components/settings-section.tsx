import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** One titled block of the settings page; the title names the region for screen readers. */
export function SettingsSection({ id, title, children, isDanger = false }: { id: string; title: string; children: ReactNode; isDanger?: boolean }) {
  const headingId = `settings-${id}`;
  return (
    <Card className={cn('p-6 sm:p-8', isDanger && 'border-danger/40')}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="mb-4 font-display text-xl font-semibold text-fg">{title}</h2>
        {children}
      </section>
    </Card>
  );
}

/** The inline answer under a form: a success notice or the failure, announced either way. */
export function FormNotice({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={cn('text-sm', tone === 'error' ? 'text-danger' : 'text-success')}>
      {children}
    </p>
  );
}
