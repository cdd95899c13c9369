import { genreBadgeColor } from '@starshelf/contract';
import { useCallback, useState } from 'react';
import { cn } from '@/lib/cn';
import { GENRE_TONES } from './badge';

type BookCoverProps = {
  src: string | null | undefined;
  title: string;
  author?: string | undefined;
  genre?: string | undefined;
  className?: string;
  /** Above the fold (hero, modal): load at once instead of lazily. */
  isEager?: boolean;
  /**
   * The cover sits beside the book's title (a card, the chat, the reading list): hidden from
   * assistive technology, so the generated cover's printed title and author are not read twice.
   * Such a cover stays outside the title's button: axe's label-content-name-mismatch (WCAG 2.5.3)
   * counts every visible word inside a control, aria-hidden or not.
   */
  isDecorative?: boolean;
};

/** A typographic cover in the genre's colours, for books whose image is missing or broken. */
export function GeneratedCover({ title, author, genre }: Pick<BookCoverProps, 'title' | 'author' | 'genre'>) {
  const family = genreBadgeColor(genre ?? '');
  const [from, to] = GENRE_TONES[family];
  return (
    <div
      data-testid="generated-cover"
      data-genre={family}
      className="absolute inset-0 flex flex-col justify-between p-[9%] text-white"
      style={{ backgroundImage: `linear-gradient(155deg, ${to} 0%, ${from} 70%)` }}
    >
      <span aria-hidden="true" className="text-xs opacity-70">✦</span>
      <span className="line-clamp-5 font-display text-[clamp(0.6rem,9cqi,2rem)] leading-tight font-semibold break-words">
        {title}
      </span>
      <span className="line-clamp-2 text-[0.7rem] tracking-wide uppercase opacity-85">{author}</span>
    </div>
  );
}

/**
 * Fixed 2:3 box, so a cover that loads late, fails or is missing never shifts the layout; a
 * failed image (the remote covers are often unreachable) gives way to the generated cover.
 */
export function BookCover({ src, title, author, genre, className, isEager, isDecorative }: BookCoverProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const hasImage = Boolean(src) && failedSrc !== src;
  // On a server-rendered page the browser may give up on an image before the app takes the page
  // over: its error event had no listener then, so the image is looked at once it is attached.
  // Stable per image, so React attaches it once rather than again on every render of a card.
  const noticeEarlyFailure = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete && image.naturalWidth === 0) setFailedSrc(src ?? null);
    },
    [src],
  );
  return (
    <div aria-hidden={isDecorative || undefined} className={cn('@container relative aspect-[2/3] w-full overflow-hidden rounded-lg bg-raised shadow-md', className)}>
      {hasImage ? (
        <img
          ref={noticeEarlyFailure}
          src={src ?? undefined}
          alt={isDecorative ? '' : title}
          loading={isEager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <GeneratedCover title={title} author={author} genre={genre} />
      )}
    </div>
  );
}
