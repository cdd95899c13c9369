import type { BookMood } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';

/** More chips than this turn a hint into noise; the answer lists the strongest first. */
const MOST_CHIPS = 4;

type MoodChipsProps = { moods: readonly BookMood[] | undefined; onNavigate?: () => void; className?: string };

/**
 * What readers say a book is like, each a link to the books with that mood. Nothing at all when
 * the answer has no moods (an API without shelf data), so the page looks as it did before.
 */
export function MoodChips({ moods, onNavigate, className }: MoodChipsProps) {
  const { t } = useTranslation();
  if (!moods?.length) return null;
  return (
    <ul aria-label={t('moods.ofBook')} className={className ?? 'flex flex-wrap gap-1.5'}>
      {moods.slice(0, MOST_CHIPS).map((mood) => (
        <li key={mood.slug}>
          <Link to={paths.books.href(mood.slug)} onClick={onNavigate} title={t('moods.share', { percent: Math.round(mood.share * 100) })}>
            <Badge className="bg-amber-500/15 text-amber-800 ring-amber-500/30 hover:ring-amber-500/60 dark:text-amber-300">{mood.name}</Badge>
          </Link>
        </li>
      ))}
    </ul>
  );
}
