import { excerpt } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { BookAuthor } from '@starshelf/contract';

/** docs/rules.md §9: the modal shows the first author's bio cut at 400 characters. */
export const MODAL_BIO_LENGTH = 400;

export function BookModalAuthor({ author, onNavigate }: { author: BookAuthor | undefined; onNavigate: () => void }) {
  const { t } = useTranslation();
  if (!author) return null;
  return (
    <section className="flex gap-4 rounded-xl border border-line bg-surface p-4">
      {author.profileImageUrl ? (
        <img src={author.profileImageUrl} alt="" className="size-14 shrink-0 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="grid size-14 shrink-0 place-items-center rounded-full bg-raised font-display text-xl text-accent">
          {author.name.charAt(0)}
        </span>
      )}
      <div className="min-w-0">
        <h3 className="font-display font-semibold text-fg">{author.name}</h3>
        <p className="mt-1 text-sm text-muted">{author.bio ? excerpt(author.bio, MODAL_BIO_LENGTH) : t('bookModal.noBiography')}</p>
        <Link to={paths.author.href(author.slug || author.id)} onClick={onNavigate} className="mt-2 inline-block text-sm font-medium text-accent hover:underline">
          {t('bookModal.aboutAuthor')} →
        </Link>
      </div>
    </section>
  );
}
