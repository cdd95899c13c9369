import type { TextField } from 'payload';

/** The URL key: unique and indexed; filled by the collection's slug hook when left empty. */
export function slugField(): TextField {
  return {
    name: 'slug',
    type: 'text',
    unique: true,
    index: true,
    admin: {
      position: 'sidebar',
      description: 'Generated from the English title or name when left empty.',
    },
  };
}
