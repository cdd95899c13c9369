import type { NumberField } from 'payload';

/** The id in the source data set: lets the seeder upsert instead of duplicating on a re-run. */
export function externalIdField(): NumberField {
  return {
    name: 'externalId',
    type: 'number',
    unique: true,
    index: true,
    admin: { position: 'sidebar', readOnly: true },
  };
}
