import { readerLanguageFirst } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { useEditions, type EditionRecord } from '@/lib/api/editions';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/use-locale';
import { formatPrice, preselectEdition } from './preselect-edition';

type Props = {
  bookId: number;
  selectedId?: number | null;
  onChange?: (id: number) => void;
  variant?: 'compact' | 'full';
};

function useBindingLabel() {
  const { t } = useTranslation();
  return (binding: string | null | undefined) => t(`editionPicker.bindings.${binding ?? 'unknown'}`, { defaultValue: t('editionPicker.bindings.unknown') });
}

function summary(edition: EditionRecord, bindingLabel: (value: string | null) => string) {
  return [edition.languageName, bindingLabel(edition.bindingType), edition.publicationYear].filter(Boolean).join(' · ') || edition.title;
}

function EditionDetails({ edition }: { edition: EditionRecord }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const bindingLabel = useBindingLabel();
  return (
    <div className="mt-1 space-y-1 text-xs text-muted">
      {edition.formats && edition.formats.length > 0 && (
        <ul aria-label={t('editionPicker.formats')}>
          {edition.formats.map((format) => (
            <li key={format.id}>
              {bindingLabel(format.bindingType)}
              {format.price != null && ` · ${formatPrice(format.price, format.currency, locale)}`}
            </li>
          ))}
        </ul>
      )}
      {edition.languages && edition.languages.length > 0 && (
        <ul aria-label={t('editionPicker.languages')}>
          {edition.languages.map((language) => (
            <li key={language.id}>
              {language.languageName}
              {language.isOriginalLanguage && ` (${t('editionPicker.original')})`}
              {language.translator && ` · ${t('editionPicker.translatedBy', { name: language.translator })}`}
            </li>
          ))}
        </ul>
      )}
      {edition.translator && !edition.languages?.length && <p>{t('editionPicker.translatedBy', { name: edition.translator })}</p>}
    </div>
  );
}

/** Chooses among a book's editions; nothing to choose (zero or one edition) renders nothing. */
export function EditionPicker({ bookId, selectedId, onChange, variant = 'compact' }: Props) {
  const { t } = useTranslation();
  const bindingLabel = useBindingLabel();
  const locale = useLocale();
  const editions = useEditions(bookId);
  if (editions.isPending) return <p role="status" className="text-xs text-muted">{t('editionPicker.loading')}</p>;
  if (editions.isError) return <p role="alert" className="text-xs text-danger">{t('editionPicker.error')}</p>;
  if (editions.data.length <= 1) return null;
  // The reader's language first (docs/rules.md §2), whatever language the list was fetched in.
  const list = readerLanguageFirst(editions.data, locale);
  const selected = preselectEdition(list, selectedId);

  if (variant === 'compact') {
    return (
      <label className="block text-xs text-muted">
        {t('editionPicker.label')}
        <select value={selected?.id} onChange={(event) => onChange?.(Number(event.target.value))}
          className="mt-1 h-9 w-full rounded-lg border border-line bg-surface px-2 text-sm text-fg">
          {list.map((edition) => (
            <option key={edition.id} value={edition.id}>
              {summary(edition, bindingLabel)}{edition.isPrimaryEdition ? ` ★` : ''}
            </option>
          ))}
        </select>
      </label>
    );
  }

  return (
    <fieldset>
      <legend className="mb-2 text-xs font-semibold tracking-widest text-subtle uppercase">{t('editionPicker.label')}</legend>
      <div className="space-y-2">
        {list.map((edition) => (
          <label key={edition.id} className={cn('block cursor-pointer rounded-xl border p-3', edition.id === selected?.id ? 'border-accent bg-accent/5' : 'border-line')}>
            <input type="radio" name={`edition-${bookId}`} className="sr-only" checked={edition.id === selected?.id} onChange={() => onChange?.(edition.id)} />
            <span className="font-medium text-fg">{edition.title}</span>
            {edition.isPrimaryEdition && <span className="ml-2 text-xs text-accent">{t('editionPicker.primary')}</span>}
            <span className="block text-sm text-muted">{summary(edition, bindingLabel)}</span>
            <EditionDetails edition={edition} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
