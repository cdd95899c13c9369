import type { NumberField } from 'payload';

/** Goodreads' book id, so a member's Goodreads export finds the book; optional, editable. */
export function goodreadsBookIdField(): NumberField {
  return {
    name: 'goodreadsBookId',
    type: 'number',
    index: true,
    admin: { position: 'sidebar', description: 'The book id in goodreads.com/book/show/<id>.' },
  };
}
