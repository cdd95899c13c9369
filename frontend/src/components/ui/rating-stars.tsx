import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export const STAR_COUNT = 5;
export type StarSize = 'sm' | 'md' | 'lg';
export type StarFill = 'full' | 'half' | 'empty';

const SIZES: Record<StarSize, string> = { sm: 'size-4', md: 'size-5', lg: 'size-7' };
const STAR_PATH =
  'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z';

/**
 * The fill of each of the five stars: whole stars up to the integer part, and a half star when
 * the fraction reaches .5 (docs/rules.md §4: 3.5 and 3.7 show three and a half, 3.4 shows three).
 */
export function starFills(value: number): StarFill[] {
  const clamped = Math.max(0, Math.min(STAR_COUNT, value));
  const whole = Math.floor(clamped);
  const hasHalf = clamped - whole >= 0.5;
  return Array.from({ length: STAR_COUNT }, (_, index) =>
    index < whole ? 'full' : index === whole && hasHalf ? 'half' : 'empty',
  );
}

function Star({ fill, size }: { fill: StarFill; size: StarSize }) {
  return (
    <span data-fill={fill} className={cn('relative inline-block', SIZES[size])}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="absolute inset-0 size-full fill-current text-line">
        <path d={STAR_PATH} />
      </svg>
      {fill !== 'empty' && (
        <span className={cn('absolute inset-y-0 left-0 overflow-hidden', fill === 'half' ? 'w-1/2' : 'w-full')}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className={cn('fill-current text-accent', SIZES[size])}>
            <path d={STAR_PATH} />
          </svg>
        </span>
      )}
    </span>
  );
}

type RatingStarsProps = {
  value: number | null | undefined;
  size?: StarSize;
  /** Given, the stars become buttons: hover previews, click chooses 1 to 5. */
  onChange?: (rating: number) => void;
  label?: string;
  className?: string;
};

export function RatingStars({ value, size = 'md', onChange, label, className }: RatingStarsProps) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState<number | null>(null);
  const current = value ?? 0;

  if (!onChange) {
    return (
      <span role="img" aria-label={label ?? t('rating.outOf', { value: current.toFixed(1) })} className={cn('inline-flex gap-0.5', className)}>
        {starFills(current).map((fill, index) => (
          <Star key={index} fill={fill} size={size} />
        ))}
      </span>
    );
  }

  const shown = hovered ?? current;
  return (
    <span
      role="radiogroup"
      aria-label={label ?? t('rating.choose')}
      className={cn('inline-flex gap-0.5', className)}
      onMouseLeave={() => setHovered(null)}
    >
      {starFills(Math.round(shown)).map((fill, index) => {
        const rating = index + 1;
        return (
          <button
            key={rating}
            type="button"
            role="radio"
            aria-checked={Math.round(current) === rating}
            aria-label={t('rating.stars', { count: rating })}
            onMouseEnter={() => setHovered(rating)}
            onFocus={() => setHovered(rating)}
            onBlur={() => setHovered(null)}
            onClick={() => onChange(rating)}
            className="rounded-sm transition-transform hover:scale-110 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
          >
            <Star fill={fill} size={size} />
          </button>
        );
      })}
    </span>
  );
}

/** A card's average rating: small stars and the value to one decimal; nothing while there is none. */
export function AverageRating({ value, className }: { value: number | null | undefined; className?: string }) {
  if (value == null) return null;
  return (
    <p className={cn(className, 'flex items-center gap-1 text-xs text-muted')}>
      <RatingStars value={value} size="sm" /> {value.toFixed(1)}
    </p>
  );
}
