import { withoutUnsafeLinks } from '@starshelf/contract';
import type { Field, TextareaField, TextareaFieldValidation } from 'payload';

/** A markdown text whose links lead only where the site's renderer lets them (docs/rules.md §1). */
const safeLinksOnly: TextareaFieldValidation = (value) =>
  typeof value !== 'string' || withoutUnsafeLinks(value) === value
    ? true
    : 'Links may lead only to http, https, irc, ircs, mailto or xmpp addresses or to pages of this site.';

/**
 * Descriptions and bios are stored as markdown (the data set's format) and read per locale. The
 * admin edits them in its rich-text editor (rich-text/, decision 124), which writes this field.
 */
export function localizedMarkdownField(name: string, description = 'Markdown.'): TextareaField {
  return { name, type: 'textarea', localized: true, admin: { description }, validate: safeLinksOnly, custom: { isMarkdown: true } };
}

export function isMarkdownField(field: Field): field is TextareaField {
  return field.type === 'textarea' && (field.custom as { isMarkdown?: unknown } | undefined)?.isMarkdown === true;
}
