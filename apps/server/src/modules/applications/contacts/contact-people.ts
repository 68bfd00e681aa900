import type { Contact, KnownContact } from '@seeker/contract';
import { knownContactsLimit } from '@seeker/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { applicationContacts } from '../../../db/schema';
import { selectRows } from '../../../db/select-rows';
import { contactOf } from '../application/application-parts';

type ContactRow = typeof applicationContacts.$inferSelect;
type Place = { person_id: string; job_id: string; title: string; company: string };

/** Where each of these people also is: their other applications (title and company), oldest first. */
async function placesOf(db: Db, userId: string, personIds: string[]) {
  if (personIds.length === 0) return [];
  return selectRows<Place>(
    db,
    sql`select c.person_id, c.job_id, j.title, j.company from application_contacts c join saved_jobs j on j.id = c.job_id
      where c.user_id = ${userId} and c.person_id in (${sql.join(
        personIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by c.created_at, c.id`,
  );
}

/** One application's contacts as the API shows them, each with the other applications that person is on. */
export async function contactsWithPlaces(db: Db, userId: string, jobId: string, rows: ContactRow[]): Promise<Contact[]> {
  const places = await placesOf(db, userId, [...new Set(rows.map((row) => row.personId))]);
  return rows.map((row) =>
    contactOf(
      row,
      places
        .filter((place) => place.person_id === row.personId && place.job_id !== jobId)
        .map((place) => ({ jobId: place.job_id, title: place.title, company: place.company })),
    ),
  );
}

/** Everyone on any of the user's applications, each once (their latest details), A–Z, with the applications they are on. */
export async function knownContacts(db: Db, userId: string): Promise<KnownContact[]> {
  const people = await selectRows<Pick<ContactRow, 'personId' | 'name' | 'role' | 'email' | 'link'>>(
    db,
    sql`select * from (
        select distinct on (person_id) person_id as "personId", name, role, email, link
        from application_contacts where user_id = ${userId} order by person_id, created_at desc, id
      ) p order by lower(p.name), p."personId" limit ${knownContactsLimit}`,
  );
  const places = await placesOf(
    db,
    userId,
    people.map((person) => person.personId),
  );
  return people.map((person) => ({
    ...person,
    applications: places
      .filter((place) => place.person_id === person.personId)
      .map((place) => ({ jobId: place.job_id, title: place.title, company: place.company })),
  }));
}
