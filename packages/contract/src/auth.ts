import { z } from 'zod/mini';

/** Which sign-in methods this server offers besides guest and email + password. */
export const authProvidersSchema = z.object({
  google: z.boolean(),
  oidc: z.boolean(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** What a guest is called wherever a name is shown: the frame, the profile, the account (CLARIFICATIONS: a guest shows "Guest"). */
export const guestName = 'Guest';
