import { z } from 'zod/mini';
import { applicationLimits, optionalText, trimmed } from './application-fields';
import { recordIdSchema } from './text';
import { isWebAddress, withWebScheme } from './web-address';

/** Another application a contact is on. */
export const contactApplicationSchema = z.object({ jobId: z.string(), title: z.string(), company: z.string() });

export const contactSchema = z.object({
  id: z.string(),
  personId: z.string().check(z.describe('The person: the same on every application they are on')),
  alsoOn: z.array(contactApplicationSchema).check(z.describe('The other applications this person is on')),
  name: z.string(),
  role: z.string(),
  email: z.string(),
  link: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactRequestSchema = z
  .strictObject({
    name: trimmed(applicationLimits.name).check(z.minLength(1, 'Enter a name')),
    role: optionalText(applicationLimits.role),
    email: z._default(
      z.union([z.literal(''), z.email('Enter an email address such as ada@example.com').check(z.maxLength(applicationLimits.email))]),
      '',
    ),
    link: z._default(
      z.string().check(
        z.trim(),
        z.overwrite(withWebScheme),
        z.maxLength(applicationLimits.link),
        z.refine((link) => link === '' || isWebAddress(link), 'Enter a web address such as www.linkedin.com/in/ada'),
      ),
      '',
    ),
  })
  .check(
    z.meta({ examples: [{ name: 'Grace Hopper', role: 'Recruiter', email: 'grace@example.com', link: 'https://www.linkedin.com/in/example' }] }),
  );
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** POST /api/applications/{jobId}/contacts/known: someone already among the user's contacts, added to this application too. */
export const knownContactRequestSchema = z
  .strictObject({ personId: recordIdSchema.check(z.describe('A personId from GET /api/contacts')) })
  .check(z.meta({ examples: [{ personId: 'c0ffee00-0000-4000-8000-000000000001' }] }));

/** GET /api/contacts: the people on any of the user's applications, each once, A–Z. */
export const knownContactsSchema = z.object({
  contacts: z.array(
    z.object({
      personId: z.string(),
      name: z.string(),
      role: z.string(),
      email: z.string(),
      link: z.string(),
      applications: z.array(contactApplicationSchema),
    }),
  ),
});
export type KnownContacts = z.infer<typeof knownContactsSchema>;
export type KnownContact = KnownContacts['contacts'][number];

/** The most people GET /api/contacts lists. */
export const knownContactsLimit = 500;
