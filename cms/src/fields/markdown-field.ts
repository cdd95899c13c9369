import type { TextareaField } from 'payload';

/** Descriptions and bios are stored as markdown (the data set's format) and read per locale. */
export function localizedMarkdownField(name: string, description = 'Markdown.'): TextareaField {
  return { name, type: 'textarea', localized: true, admin: { description } };
}
