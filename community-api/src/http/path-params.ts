import { z } from 'zod';

/** A catalogue item named in the path by its id or its slug (`catalogueIdOf` resolves it). */
export const idOrSlugParamsSchema = z.object({ idOrSlug: z.string().trim().min(1).max(300) });
/** A row named in the path by its numeric id, within PostgreSQL's integer range. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
