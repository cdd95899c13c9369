import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useItemInAllLocales, type CatalogueItem } from '../api/catalogue-writes';
import { FORM_LOCALES, type CatalogueKind, type FormLocale } from '../form-config';
import { CatalogueForm } from './catalogue-form';

type Props = {
  kind: CatalogueKind;
  /** null adds a new item. */
  slug: string | null;
  onSaved: (item: CatalogueItem) => void;
  onDeleted: () => void;
  /** Extra panels for an existing item (the book editor's editions), given its id. */
  renderExtra?: (id: number) => ReactNode;
};

/** Loads the item in every language first, so the form starts from what is stored. */
export function CatalogueEditor({ kind, slug, onSaved, onDeleted, renderExtra }: Props) {
  const queries = useItemInAllLocales(kind, slug);
  if (slug === null) return <CatalogueForm kind={kind} onSaved={onSaved} onDeleted={onDeleted} />;
  const failed = queries.find((query) => query.isError);
  if (failed) return <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />;
  if (queries.some((query) => query.isPending)) return <LoadingState />;
  const items: Partial<Record<FormLocale, CatalogueItem>> = Object.fromEntries(FORM_LOCALES.map((locale, index) => [locale, queries[index]?.data]));
  const english = queries[0]?.data;
  if (!english) return <LoadingState />;
  const id = english.id;
  return (
    <CatalogueForm key={id} kind={kind} items={items} onSaved={onSaved} onDeleted={onDeleted}>
      {renderExtra?.(id)}
    </CatalogueForm>
  );
}
