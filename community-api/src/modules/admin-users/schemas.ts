import { z } from 'zod';

export const adminUserIdSchema = z.object({ id: z.uuid() });
