import '@/i18n/catalogue-forms/register';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type ReactNode } from 'react';
import { get, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api/api-error';
import { cn } from '@/lib/cn';
import { useDeleteItem, useSaveItem, type CatalogueItem } from '../api/catalogue-writes';
import { EMPTY_RELATIONS, relationsFromDetail } from '../book-relations';
import { FORM_LOCALES, FORM_SPECS, formSchema, type CatalogueFormOutput, type CatalogueKind, type FormLocale } from '../form-config';
import { BookRelationsFields } from './book-relations-fields';
import { FormFieldInput } from './form-field-input';

// Answers name some fields differently from the write body.
const READ_ALIASES: Record<string, string> = { coverImageUrl: 'coverImage' };

function valueOf(item: CatalogueItem | undefined, name: string): unknown {
  // Field names come from the form spec, so the item is read by name.
  const fields: Record<string, unknown> | undefined = item;
  return fields?.[name] ?? fields?.[READ_ALIASES[name] ?? ''] ?? '';
}

function defaultsFrom(kind: CatalogueKind, items: Partial<Record<FormLocale, CatalogueItem>>): FieldValues {
  const spec = FORM_SPECS[kind];
  const locales = Object.fromEntries(FORM_LOCALES.map((locale) => [
    locale, Object.fromEntries(spec.localised.map((field) => [field.name, valueOf(items[locale], field.name)])),
  ]));
  const shared = Object.fromEntries(spec.shared.map((field) => [field.name, field.type === 'checkbox' ? Boolean(valueOf(items.en, field.name)) : valueOf(items.en, field.name)]));
  if (!spec.hasRelations) return { locales, shared };
  return { locales, shared, relations: items.en ? relationsFromDetail(items.en) : EMPTY_RELATIONS };
}

type Props = {
  kind: CatalogueKind;
  items?: Partial<Record<FormLocale, CatalogueItem>>;
  onSaved: (item: CatalogueItem) => void;
  onDeleted: () => void;
  children?: ReactNode;
};

/** Add and edit form for books, authors, series and genres, with a tab per language. */
export function CatalogueForm({ kind, items = {}, onSaved, onDeleted, children }: Props) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const spec = FORM_SPECS[kind];
  const existingId = items.en?.id ?? null;
  const [locale, setLocale] = useState<FormLocale>('en');
  const schema = useMemo(() => formSchema(spec), [spec]);
  // Field names come from the form spec, so the form is typed loosely and the schema is the check.
  const { register, control, handleSubmit, formState: { errors } } = useForm<FieldValues>({ resolver: zodResolver(schema) as unknown as Resolver<FieldValues>, defaultValues: defaultsFrom(kind, items) });
  const save = useSaveItem(kind, existingId);
  const remove = useDeleteItem(kind);
  const errorText = (path: string) => (get(errors, path) ? t('validation.invalidField') : undefined);
  const failed = (error: unknown) =>
    toast({ title: t('bookModal.error'), description: isApiError(error) ? error.message : t('errors.UNKNOWN'), variant: 'destructive' });

  const onSubmit = handleSubmit((values) =>
    save.mutate(values as unknown as CatalogueFormOutput, {
      onSuccess: (item) => { toast({ title: t('forms.saved'), variant: 'success' }); onSaved(item); },
      onError: failed,
    }),
    // An error hidden in another language's tab: show the tab that has it.
    (invalid) => { const first = FORM_LOCALES.find((name) => get(invalid, `locales.${name}`)); if (first) setLocale(first); },
  );

  const onDelete = () => {
    if (existingId === null || !window.confirm(t('forms.confirmDelete'))) return;
    remove.mutate(existingId, { onSuccess: () => { toast({ title: t('forms.deleted'), variant: 'success' }); onDeleted(); }, onError: () => toast({ title: t('bookModal.error'), description: t(`forms.deleteError.${kind}`), variant: 'destructive' }) });
  };

  return (
    <section className="space-y-8">
      <PageHeader title={t(existingId === null ? `forms.addTitle.${kind}` : `forms.editTitle.${kind}`)} />
      <form noValidate onSubmit={onSubmit} className="space-y-6 rounded-2xl border border-line bg-surface p-5">
        <div role="tablist" aria-label={t('forms.languages')} className="flex gap-4 border-b border-line">
          {FORM_LOCALES.map((name) => (
            <button key={name} type="button" role="tab" aria-selected={locale === name} onClick={() => setLocale(name)}
              className={cn('-mb-px border-b-2 pb-2 text-sm font-semibold', locale === name ? 'border-accent text-accent' : 'border-transparent text-muted')}>
              {t(`language.${name}`)}{get(errors, `locales.${name}`) ? ' •' : ''}
            </button>
          ))}
        </div>
        {FORM_LOCALES.map((name) => (
          <div key={name} role="tabpanel" hidden={locale !== name} className="grid gap-4 sm:grid-cols-2">
            {spec.localised.map((field) => {
              const path = `locales.${name}.${field.name}`;
              return <FormFieldInput key={path} field={field} path={path} register={register} error={errorText(path)} label={`${t(`forms.fields.${field.name}`)} (${name})`} />;
            })}
          </div>
        ))}
        {spec.shared.length > 0 && (
          <div className="grid gap-4 sm:grid-cols-2">
            {spec.shared.map((field) => (
              <FormFieldInput key={field.name} field={field} path={`shared.${field.name}`} register={register} error={errorText(`shared.${field.name}`)} label={t(`forms.fields.${field.name}`)} />
            ))}
          </div>
        )}
        {spec.hasRelations && <BookRelationsFields control={control} register={register} />}
        {Boolean(get(errors, 'relations')) && <p role="alert" className="text-sm text-danger">{t('validation.invalidField')}</p>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>{t('forms.save')}</Button>
          {existingId !== null && <Button variant="danger" disabled={remove.isPending} onClick={onDelete}>{t('forms.delete')}</Button>}
        </div>
      </form>
      {children}
    </section>
  );
}
