import { z } from 'zod';

/** GET /api/health: liveness, answered as long as the process runs. */
export const healthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;
