import { useNavigate, useParams } from 'react-router-dom';
import { RequireAccess } from '@/components/access/require-access';
import { paths } from '@/config/paths';
import { CatalogueEditor } from '@/features/catalogue-forms/components/catalogue-editor';
import type { CatalogueItem } from '@/features/catalogue-forms/api/catalogue-writes';
import type { CatalogueKind } from '@/features/catalogue-forms/form-config';
import { EditionManager } from '@/features/editions/components/edition-manager';

const DETAIL: Record<CatalogueKind, (item: CatalogueItem) => string> = {
  books: (item) => paths.book.href(item.slug || String(item.id)),
  authors: (item) => paths.author.href(item.slug || item.id),
  series: (item) => paths.seriesDetail.href(item.slug || item.id),
  genres: (item) => paths.genre.href(item.id),
};

const LIST: Record<CatalogueKind, () => string> = {
  books: () => paths.books.href(),
  authors: () => paths.authors.href(),
  series: () => paths.series.href(),
  genres: () => paths.genres.href(),
};

/** Add (no slug in the path) or edit one catalogue item; the book editor also holds the edition manager. */
function EditorRoute({ kind }: { kind: CatalogueKind }) {
  const { slug } = useParams();
  const navigate = useNavigate();
  return (
    <RequireAccess need="super">
      <CatalogueEditor
        key={slug ?? 'new'}
        kind={kind}
        slug={slug ?? null}
        onSaved={(item) => void navigate(DETAIL[kind](item))}
        onDeleted={() => void navigate(LIST[kind](), { replace: true })}
        renderExtra={kind === 'books' ? (id) => <EditionManager bookId={id} /> : undefined}
      />
    </RequireAccess>
  );
}

export const BookEditorRoute = () => <EditorRoute kind="books" />;
export const AuthorEditorRoute = () => <EditorRoute kind="authors" />;
export const SeriesEditorRoute = () => <EditorRoute kind="series" />;
export const GenreEditorRoute = () => <EditorRoute kind="genres" />;
