import type { NumberField } from 'payload';

/**
 * Denormalised from the community schema by a job (docs/architecture.md), so lists can sort by rating.
 * Read-only in the admin: the ratings themselves are the source of truth.
 */
export function ratingAggregateFields(): NumberField[] {
  return [
    {
      name: 'averageRating',
      type: 'number',
      min: 0,
      max: 5,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'ratingsCount',
      type: 'number',
      defaultValue: 0,
      min: 0,
      admin: { position: 'sidebar', readOnly: true },
    },
  ];
}
