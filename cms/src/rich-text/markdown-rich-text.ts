import { editorConfigFactory, type SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical';
import {
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type Field,
  type FieldHook,
  type RichTextField,
  type SanitizedConfig,
  type TextareaField,
  ValidationError,
} from 'payload';

import { isMarkdownField } from '../fields/markdown-field.js';
import { editorStateToMarkdown, type EditorState, linkTargets, markdownToEditorState } from './markdown-conversion.js';
import { unsafeLinkMessage } from './safe-links.js';

/** What the admin calls each markdown text, in the admin's languages. */
const LABELS: Record<string, Record<'en' | 'de' | 'it', string>> = {
  description: { en: 'Description', de: 'Beschreibung', it: 'Descrizione' },
  bio: { en: 'Biography', de: 'Biografie', it: 'Biografia' },
};

/** The editor's field beside a markdown field `description` is `descriptionRichText`. */
export const richTextName = (markdownName: string): string => `${markdownName}RichText`;

const isEditorState = (value: unknown): value is EditorState =>
  typeof value === 'object' && value !== null && typeof (value as { root?: unknown }).root === 'object';

/** Reads the stored markdown into the editor: one locale's text, or each locale's with locale=all. */
function fromMarkdown(markdownName: string): FieldHook {
  return ({ field, siblingData }) => {
    const editorConfig = editorConfigFactory.fromField({ field: field as RichTextField });
    const stored: unknown = siblingData[markdownName];
    const convert = (markdown: unknown) => (typeof markdown === 'string' && markdown !== '' ? markdownToEditorState(editorConfig, markdown) : null);
    if (stored && typeof stored === 'object') {
      return Object.fromEntries(Object.entries(stored).map(([locale, markdown]) => [locale, convert(markdown)]));
    }
    return convert(stored);
  };
}

/**
 * The editor's field for a markdown field: virtual (no column), filled from the markdown on read
 * and turned back into it on save, so the markdown stays the one published form (decision 124).
 */
function richTextFor(markdown: TextareaField, editor: RichTextField['editor']): RichTextField {
  return {
    name: richTextName(markdown.name),
    type: 'richText',
    label: LABELS[markdown.name] ?? markdown.label ?? markdown.name,
    localized: markdown.localized,
    virtual: true,
    // Payload makes a virtual field read-only in the admin unless told otherwise.
    admin: { readOnly: false },
    editor,
    hooks: { afterRead: [fromMarkdown(markdown.name)] },
  };
}

/** The markdown an editor's untouched field saves back: the stored text after one trip through the editor. */
function untouchedMarkdown(editorConfig: SanitizedServerEditorConfig, stored: unknown): string {
  return typeof stored === 'string' && stored !== '' ? editorStateToMarkdown(editorConfig, markdownToEditorState(editorConfig, stored)).trim() : '';
}

/**
 * Writes the editor's state as the markdown the site reads, refusing links the site would blank.
 * Payload fills the editor's field of a save that did not send it from the stored text, so a write
 * of the markdown alone (the REST API, the site's own writes, imports) arrives beside an editor
 * state that still holds the old text: when the editor's side is unchanged and the markdown is not,
 * the markdown is the edit and stays.
 */
function toMarkdown(pairs: readonly string[]): CollectionBeforeValidateHook {
  return ({ collection, data, originalDoc }) => {
    if (!data) return data;
    for (const markdownName of pairs) {
      const name = richTextName(markdownName);
      if (!(name in data)) continue;
      const state: unknown = data[name];
      delete data[name];
      // Payload's own hooks leave null or undefined for an editor field the request did not send; an
      // editor who empties the field sends an empty root, which becomes no text below.
      if (state === null || state === undefined) continue;
      if (!isEditorState(state)) {
        throw new ValidationError({ collection: collection.slug, errors: [{ path: name, message: 'Not an editor state.' }] });
      }
      const refusal = unsafeLinkMessage(linkTargets(state));
      if (refusal) throw new ValidationError({ collection: collection.slug, errors: [{ path: name, message: refusal }] });
      const field = collection.fields.find((f) => 'name' in f && f.name === name) as RichTextField;
      const editorConfig = editorConfigFactory.fromField({ field });
      const text = editorStateToMarkdown(editorConfig, state).trim();
      const stored: unknown = (originalDoc as Record<string, unknown> | undefined)?.[markdownName];
      const markdownEdited = markdownName in data && (data[markdownName] ?? null) !== (stored ?? null);
      if (markdownEdited && text === untouchedMarkdown(editorConfig, stored)) continue;
      data[markdownName] = text === '' ? null : text;
    }
    return data;
  };
}

/**
 * Gives each markdown field of a collection the rich-text editor in the admin: the markdown field
 * stays (hidden) and holds the text; the editor's field sits beside it (decision 124).
 */
export function withMarkdownRichText(editor: RichTextField['editor']) {
  return (collection: CollectionConfig): CollectionConfig => {
    const pairs: string[] = [];
    const fields = collection.fields.flatMap((field): Field[] => {
      if (!isMarkdownField(field)) return [field];
      pairs.push(field.name);
      return [{ ...field, admin: { ...field.admin, hidden: true } }, richTextFor(field, editor)];
    });
    if (pairs.length === 0) return collection;
    const hooks = collection.hooks ?? {};
    return { ...collection, fields, hooks: { ...hooks, beforeValidate: [toMarkdown(pairs), ...(hooks.beforeValidate ?? [])] } };
  };
}

/** The editor config of a collection's markdown field in a built config, for the converters. */
export function editorConfigForMarkdown(config: SanitizedConfig, collection: string, markdownName: string): SanitizedServerEditorConfig {
  const name = richTextName(markdownName);
  const field = config.collections.find((c) => c.slug === collection)?.fields.find((f) => 'name' in f && f.name === name);
  if (field?.type !== 'richText') throw new Error(`${collection}.${markdownName} has no rich-text editor in this config`);
  return editorConfigFactory.fromField({ field });
}
