import { bookSlug } from '@starshelf/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { INPUT_CLASSES, SearchField } from '@/components/ui/form-field';
import { LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useBookAwardLinks, useBookSearch, useSaveBookAwardLinks, type AdminAward, type BookAwardLink, type BookHit } from '../api/awards';

/** Picks a book, then edits all its award links and saves them with one PUT. */
export function BookAwardLinks({ awards }: { awards: AdminAward[] }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [book, setBook] = useState<BookHit | null>(null);
  const hits = useBookSearch(q);

  return (
    <Card className="p-5">
      <h2 className="font-display text-lg font-semibold text-fg">{t('admin.links.title')}</h2>
      {book ? (
        <div className="mt-3">
          <div className="flex flex-wrap items-center gap-3">
            <span className="font-medium text-fg">{book.title}</span>
            <Link to={paths.book.href(bookSlug(book.title, book.id))} className="text-sm text-accent underline">
              {t('admin.links.openBook')}
            </Link>
            <Button variant="ghost" size="sm" onClick={() => setBook(null)}>
              {t('admin.links.change')}
            </Button>
          </div>
          <LinksEditor key={book.id} bookId={book.id} awards={awards} />
        </div>
      ) : (
        <div className="mt-3">
          <SearchField label={t('admin.links.findBook')} value={q} onValueChange={setQ} className="max-w-md" />
          {(hits.data ?? []).length > 0 ? (
            <ul className="mt-2 max-w-md divide-y divide-line rounded-lg border border-line">
              {(hits.data ?? []).map((hit) => (
                <li key={hit.id}>
                  <button type="button" className="w-full px-3 py-2 text-left text-sm hover:bg-line/30" onClick={() => setBook(hit)}>
                    {hit.title}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-muted">{t('admin.links.noBook')}</p>
          )}
        </div>
      )}
    </Card>
  );
}

function LinksEditor({ bookId, awards }: { bookId: number; awards: AdminAward[] }) {
  const query = useBookAwardLinks(bookId);
  if (query.isPending) return <LoadingState />;
  return <LinkRows bookId={bookId} awards={awards} initial={query.data ?? []} />;
}

function LinkRows({ bookId, awards, initial }: { bookId: number; awards: AdminAward[]; initial: BookAwardLink[] }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const save = useSaveBookAwardLinks(bookId);
  const [links, setLinks] = useState<BookAwardLink[]>(initial);
  const update = (index: number, patch: Partial<BookAwardLink>) => setLinks(links.map((link, at) => (at === index ? { ...link, ...patch } : link)));
  const isComplete = links.every((link) => link.awardId > 0);

  const submit = () =>
    save.mutate(links, {
      onSuccess: () => toast({ title: t('admin.links.saved'), variant: 'success' }),
      onError: (error) => toast({ title: t('admin.error'), description: error.message, variant: 'destructive' }),
    });

  return (
    <div className="mt-4 space-y-3">
      {links.length === 0 && <p className="text-sm text-muted">{t('admin.links.none')}</p>}
      {links.map((link, index) => {
        const award = awards.find((item) => item.id === link.awardId);
        const listId = `award-categories-${bookId}-${index}`;
        return (
          <fieldset key={index} className="grid items-end gap-3 rounded-lg border border-line p-3 md:grid-cols-[2fr_1fr_2fr_1fr_auto]">
            <label className="text-sm">
              {t('admin.links.award')}
              <select value={link.awardId || ''} onChange={(event) => update(index, { awardId: Number(event.target.value) })} className={INPUT_CLASSES}>
                <option value="">{t('admin.links.chooseAward')}</option>
                {awards.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm">
              {t('admin.links.result')}
              <select value={link.isWinner ? 'winner' : 'nominee'} onChange={(event) => update(index, { isWinner: event.target.value === 'winner' })} className={INPUT_CLASSES}>
                <option value="winner">{t('admin.links.winner')}</option>
                <option value="nominee">{t('admin.links.nominee')}</option>
              </select>
            </label>
            <label className="text-sm">
              {t('admin.links.category')}
              {/* A datalist offers the award's known categories and still accepts a typed one. */}
              <input list={listId} value={link.category ?? ''} title={t('admin.links.categoryHint')} onChange={(event) => update(index, { category: event.target.value || null })} className={INPUT_CLASSES} />
              <datalist id={listId}>
                {(award?.categories ?? []).map((category) => (
                  <option key={category} value={category} />
                ))}
              </datalist>
            </label>
            <label className="text-sm">
              {t('admin.links.year')}
              <input type="number" min={1800} max={9999} value={link.year ?? ''} onChange={(event) => update(index, { year: event.target.value ? Number(event.target.value) : null })} className={INPUT_CLASSES} />
            </label>
            <Button variant="ghost" size="sm" onClick={() => setLinks(links.filter((_link, at) => at !== index))}>
              {t('admin.links.remove')}
            </Button>
          </fieldset>
        );
      })}
      <div className="flex gap-3">
        <Button variant="secondary" size="sm" onClick={() => setLinks([...links, { awardId: 0, isWinner: false, category: null, year: null }])}>
          {t('admin.links.add')}
        </Button>
        <Button size="sm" disabled={!isComplete || save.isPending} onClick={submit}>
          {t('admin.links.save')}
        </Button>
      </div>
    </div>
  );
}
