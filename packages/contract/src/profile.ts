import { z } from 'zod';
import { recordIdSchema } from './text';

/** The user document (spec part 1 section 3 "User profile"). */
export const userProfileSchema = z.object({
  userId: z.string(),
  role: z.string(),
  title: z.string(),
  location: z.string(),
  bio: z.string(),
  avatar: z.string().nullable(),
  connections: z.number().int(),
  applications: z.number().int(),
  interviews: z.number().int(),
  skills: z.array(z.string()),
  experience: z.array(z.unknown()),
  education: z.array(z.unknown()),
  links: z.array(z.unknown()),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userIdParamsSchema = z.object({ userId: recordIdSchema });
