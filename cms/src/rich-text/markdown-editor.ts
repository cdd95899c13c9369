import {
  BlockquoteFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical';
import type { Config, FieldAffectingData, RichTextField, TextFieldSingleValidation } from 'payload';

import { unsafeLinkMessage } from './safe-links.js';

/** A link target the site would blank is refused where the editor types it (docs/rules.md §1). */
const safeUrl: TextFieldSingleValidation = (value) => {
  if (typeof value !== 'string' || value === '') return true;
  return unsafeLinkMessage([value]) ?? true;
};

/** The link drawer's URL field checks the scheme, in the drawer and again on the server. */
function withSafeUrl(fields: FieldAffectingData[]): FieldAffectingData[] {
  return fields.map((field) => (field.type === 'text' && field.name === 'url' && !field.hasMany ? { ...field, validate: safeUrl } : field));
}

/**
 * What the site's markdown renders and nothing more (docs/rules.md §1, decision 124): paragraphs,
 * headings, bold and italic, lists, block quotes and links to external or relative targets. No
 * internal document links: their markdown would need an address the converter cannot know.
 */
const markdownEditorFeatures = [
  ParagraphFeature(),
  HeadingFeature({ enabledHeadingSizes: ['h1', 'h2', 'h3'] }),
  BoldFeature(),
  ItalicFeature(),
  UnorderedListFeature(),
  OrderedListFeature(),
  BlockquoteFeature(),
  LinkFeature({ enabledCollections: [], fields: ({ defaultFields }) => withSafeUrl(defaultFields) }),
  FixedToolbarFeature(),
  InlineToolbarFeature(),
];

/** The editor of every markdown text in the admin. */
export const markdownEditor: NonNullable<RichTextField['editor']> & NonNullable<Config['editor']> = lexicalEditor({ features: markdownEditorFeatures });
