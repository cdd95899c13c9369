import { z } from 'zod';

/** 202 answers of work done later (an analytics event, a newsletter sign-up, a verification mail). */
export const acceptedSchema = z.object({ accepted: z.literal(true) }).meta({ id: 'Accepted' });
export type Accepted = z.infer<typeof acceptedSchema>;
