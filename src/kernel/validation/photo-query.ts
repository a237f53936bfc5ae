import { z } from 'zod';

/** The query of `GET /photos/{filename}`: the photo as taken, or a thumbnail for lists and the detail view. */
export const photoQuerySchema = z.object({
  size: z.enum(['full', 'thumbnail'], { message: 'size must be full or thumbnail' }).default('full'),
});
export type PhotoQuery = z.infer<typeof photoQuerySchema>;
