/**
 * What a page says about itself in the document's head: its title (also the browser tab's, WCAG
 * 2.4.2), the description and image of share previews, and its schema.org data. Every page states
 * it once with `usePageHead`; the browser applies the title on each navigation, and the server
 * renderer collects it to write the head of the page it sends (`renderHeadTags`).
 */
export interface PageHead {
  /** What names the page ("Dune – Frank Herbert"); absent while its data loads (the site's name alone). */
  title?: string | undefined;
  /** Plain text, e.g. the synopsis excerpt; cut to a preview's length when written. */
  description?: string | undefined;
  /** A site-relative or absolute image URL for share previews (a cover, a portrait); the site's share image when absent. */
  image?: string | undefined;
  /** Open Graph type. */
  type?: 'website' | 'book' | 'profile' | undefined;
  /**
   * schema.org objects (Book, Person, BookSeries, ...), one JSON-LD script each. Their `url`,
   * `image` and `@id` may be site-relative: the head is written with the site's origin.
   */
  jsonLd?: ReadonlyArray<Record<string, unknown>> | undefined;
  /**
   * The subject's own address when the requested one may differ (`/books/-42` names the book
   * `/books/dune-42` too): canonical and language alternates use it.
   */
  canonicalPath?: string | undefined;
  /** The page is the "not found" answer: search engines should not index it. */
  notFound?: boolean | undefined;
}
