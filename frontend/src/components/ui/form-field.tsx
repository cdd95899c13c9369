import { forwardRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export const INPUT_CLASSES =
  'mt-1 block w-full rounded-lg border border-line bg-bg px-3 py-2 text-sm text-fg placeholder:text-subtle focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none aria-invalid:border-danger';

type FieldProps = { label: string; error?: string; hint?: ReactNode; className?: string; children: ReactNode };

/** Label, control, hint and error in one block; the error is announced and tied to the control by its id. */
export function Field({ label, error, hint, className, children }: FieldProps) {
  return (
    <label className={cn('block text-sm font-medium text-fg', className)}>
      {label}
      {children}
      {hint && <span className="mt-1 block text-xs font-normal text-muted">{hint}</span>}
      {error && <span role="alert" className="mt-1 block text-xs font-normal text-danger">{error}</span>}
    </label>
  );
}

export const TextInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { isInvalid?: boolean }>(
  function TextInput({ className, isInvalid, ...rest }, ref) {
    return <input ref={ref} aria-invalid={isInvalid || undefined} className={cn(INPUT_CLASSES, className)} {...rest} />;
  },
);

export const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & { isInvalid?: boolean }>(
  function TextArea({ className, isInvalid, ...rest }, ref) {
    return <textarea ref={ref} aria-invalid={isInvalid || undefined} className={cn(INPUT_CLASSES, className)} {...rest} />;
  },
);

type SearchFieldProps = { label: string; value: string; onValueChange: (value: string) => void; className: string };

/** A search box named by its placeholder, for the filters of admin lists. */
export function SearchField({ label, value, onValueChange, className }: SearchFieldProps) {
  return (
    <input
      type="search"
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      className={`${INPUT_CLASSES} ${className}`}
    />
  );
}
