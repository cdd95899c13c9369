import type { ReactNode } from 'react';
import { usePageHead } from '@/lib/page-head/page-head';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  usePageHead({ title });
  return (
    <section className="mx-auto w-full max-w-md py-10">
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-xl sm:p-8">
        <h1 className="mb-6 font-display text-3xl font-bold text-fg">{title}</h1>
        {children}
      </div>
    </section>
  );
}
