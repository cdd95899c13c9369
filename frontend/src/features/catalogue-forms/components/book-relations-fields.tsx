import '@/i18n/catalogue-forms/register';
import { Controller, useFieldArray, type Control, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/form-field';
import { useLocale } from '@/lib/use-locale';
import { useGenreOptions } from '../api/relation-lookups';
import type { AuthorRow, SeriesRow } from '../book-relations';
import { RelationSearch } from './relation-search';

type Props = { control: Control<FieldValues>; register: UseFormRegister<FieldValues> };

const FIELDSET = 'space-y-3 rounded-xl border border-line p-4';
const LEGEND = 'px-1 text-sm font-semibold text-fg';

/** The book's authors (ordered), genres and series; written with the English call. */
export function BookRelationsFields({ control, register }: Props) {
  return (
    <div className="grid gap-4">
      <AuthorsField control={control} />
      <GenresField control={control} />
      <SeriesField control={control} register={register} />
    </div>
  );
}

function AuthorsField({ control }: { control: Control<FieldValues> }) {
  const { t } = useTranslation();
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'relations.authors' });
  const rows = fields as unknown as (AuthorRow & { id: string })[];
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{t('forms.relations.authors')}</legend>
      {rows.length === 0 && <p className="text-sm text-muted">{t('forms.relations.noAuthors')}</p>}
      <ol className="space-y-2">
        {rows.map((row, index) => (
          <li key={row.id} className="flex items-center gap-2">
            <span className="flex-1 text-sm text-fg">{index + 1}. {row.name}</span>
            <Button size="sm" variant="ghost" disabled={index === 0} onClick={() => swap(index, index - 1)} aria-label={t('forms.relations.moveUp', { name: row.name })}>↑</Button>
            <Button size="sm" variant="ghost" disabled={index === rows.length - 1} onClick={() => swap(index, index + 1)} aria-label={t('forms.relations.moveDown', { name: row.name })}>↓</Button>
            <Button size="sm" variant="ghost" onClick={() => remove(index)} aria-label={t('forms.relations.remove', { name: row.name })}>✕</Button>
          </li>
        ))}
      </ol>
      <RelationSearch kind="authors" label={t('forms.relations.addAuthor')} excludeIds={rows.map((row) => row.authorId)}
        onPick={(hit) => append({ authorId: hit.id, name: hit.title })} />
    </fieldset>
  );
}

function GenresField({ control }: { control: Control<FieldValues> }) {
  const { t } = useTranslation();
  const genres = useGenreOptions(useLocale());
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{t('forms.relations.genres')}</legend>
      {genres.isError && <p role="alert" className="text-sm text-danger">{t('forms.relations.genresError')}</p>}
      <Controller control={control} name="relations.genres" render={({ field }) => {
        const chosen = field.value as number[];
        const toggle = (id: number, isOn: boolean) => field.onChange(isOn ? [...chosen, id] : chosen.filter((value) => value !== id));
        return (
          <div className="grid gap-2 sm:grid-cols-3">
            {(genres.data ?? []).map((genre) => (
              <label key={genre.id} className="flex items-center gap-2 text-sm text-fg">
                <input type="checkbox" checked={chosen.includes(genre.id)} onChange={(event) => toggle(genre.id, event.target.checked)} />
                {genre.name}
              </label>
            ))}
          </div>
        );
      }} />
    </fieldset>
  );
}

function SeriesField({ control, register }: Props) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'relations.allSeries' });
  const rows = fields as unknown as (SeriesRow & { id: string })[];
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{t('forms.relations.series')}</legend>
      <ul className="space-y-2">
        {rows.map((row, index) => (
          <li key={row.id} className="flex items-center gap-2">
            <span className="flex-1 text-sm text-fg">{row.name}</span>
            <TextInput className="mt-0 w-28" maxLength={20} aria-label={t('forms.relations.position', { name: row.name })}
              placeholder={t('forms.relations.positionPlaceholder')} {...register(`relations.allSeries.${index}.position`)} />
            <Button size="sm" variant="ghost" onClick={() => remove(index)} aria-label={t('forms.relations.remove', { name: row.name })}>✕</Button>
          </li>
        ))}
      </ul>
      <RelationSearch kind="series" label={t('forms.relations.addSeries')} excludeIds={rows.map((row) => row.seriesId)}
        onPick={(hit) => append({ seriesId: hit.id, name: hit.title, position: '' })} />
    </fieldset>
  );
}
