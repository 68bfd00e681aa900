import type { Application, Contact, KnownContacts } from '@seeker/contract';
import { expect, it } from 'vitest';
import { seedSearchSession } from '../support/seed-saved-jobs';
import { signInAsGuest, type SignedIn } from '../support/sign-in';
import { describeWithApp, testOrigin } from '../support/test-app';

// Issue 50: a recruiter at Acme for three jobs is one contact.
describeWithApp('contacts across applications', (ctx) => {
  const send = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: { cookie: who.cookie, origin: testOrigin },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const page = async (who: SignedIn, jobId: string) => (await send(who, 'GET', `/api/applications/${jobId}`)).json() as Application;
  const known = async (who: SignedIn) => ((await send(who, 'GET', '/api/contacts')).json() as KnownContacts).contacts;

  async function threeJobs() {
    const alice = await signInAsGuest(ctx.app);
    const { jobIds } = await seedSearchSession(ctx.database.db, alice.userId, [
      { title: 'Frontend Engineer', company: 'Acme' },
      { title: 'Platform Engineer', company: 'Acme' },
      { title: 'Data Engineer', company: 'Globex' },
    ]);
    return { alice, jobIds: jobIds as [string, string, string] };
  }

  it('knows the same email address as the same person, lists them once with every application, and shows where else they are', async () => {
    const { alice, jobIds } = await threeJobs();
    const grace = { name: 'Grace Hopper', role: 'Recruiter', email: 'grace@acme.example' };
    const first = await send(alice, 'POST', `/api/applications/${jobIds[0]}/contacts`, grace);
    expect(first.statusCode, first.body).toBe(201);
    const second = await send(alice, 'POST', `/api/applications/${jobIds[1]}/contacts`, { ...grace, email: 'GRACE@acme.example' });
    expect(second.statusCode).toBe(201);
    expect((second.json() as Contact).personId).toBe((first.json() as Contact).personId);
    expect(second.json()).toMatchObject({ alsoOn: [{ jobId: jobIds[0], title: 'Frontend Engineer', company: 'Acme' }] });
    // Someone without an email is someone new each time.
    await send(alice, 'POST', `/api/applications/${jobIds[2]}/contacts`, { name: 'Sam' });
    await send(alice, 'POST', `/api/applications/${jobIds[1]}/contacts`, { name: 'Sam' });

    const people = await known(alice);
    expect(people.map((person) => person.name)).toEqual(['Grace Hopper', 'Sam', 'Sam']);
    expect(people[0]!.applications.map((application) => application.jobId)).toEqual([jobIds[0], jobIds[1]]);
    expect((await page(alice, jobIds[0])).contacts[0]).toMatchObject({ alsoOn: [{ jobId: jobIds[1], title: 'Platform Engineer' }] });
  });

  it('adds a known person to another application with their latest details, once, and a correction reaches every application', async () => {
    const { alice, jobIds } = await threeJobs();
    const added = (
      await send(alice, 'POST', `/api/applications/${jobIds[0]}/contacts`, { name: 'Grace Hopper', role: 'Recruiter' })
    ).json() as Contact;
    const linked = await send(alice, 'POST', `/api/applications/${jobIds[2]}/contacts/known`, { personId: added.personId });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json()).toMatchObject({ personId: added.personId, name: 'Grace Hopper', role: 'Recruiter', alsoOn: [{ jobId: jobIds[0] }] });
    // Again: already there, nothing added.
    const again = await send(alice, 'POST', `/api/applications/${jobIds[2]}/contacts/known`, { personId: added.personId });
    expect(again.statusCode).toBe(200);
    expect((await page(alice, jobIds[2])).contacts).toHaveLength(1);

    const corrected = await send(alice, 'PUT', `/api/applications/${jobIds[2]}/contacts/${(linked.json() as Contact).id}`, {
      name: 'Grace B. Hopper',
      role: 'Head of Talent',
      email: 'grace@acme.example',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const elsewhere = await page(alice, jobIds[0]);
    expect(elsewhere.contacts[0]).toMatchObject({ name: 'Grace B. Hopper', role: 'Head of Talent', email: 'grace@acme.example' });
    // Each application's timeline keeps what it said and adds the change.
    const kinds = elsewhere.timeline.map((entry) => [entry.kind, entry.facts?.name]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['contact-added', 'Grace Hopper'],
        ['contact-changed', 'Grace B. Hopper'],
      ]),
    );

    // Removing them from one application leaves them on the other.
    expect((await send(alice, 'DELETE', `/api/applications/${jobIds[2]}/contacts/${(linked.json() as Contact).id}`)).statusCode).toBe(204);
    expect((await page(alice, jobIds[0])).contacts[0]).toMatchObject({ name: 'Grace B. Hopper', alsoOn: [] });
  });

  it("never lets one user reach another's people", async () => {
    const { alice, jobIds } = await threeJobs();
    const added = (
      await send(alice, 'POST', `/api/applications/${jobIds[0]}/contacts`, { name: 'Grace Hopper', email: 'grace@acme.example' })
    ).json() as Contact;
    const mallory = await signInAsGuest(ctx.app);
    const { jobIds: own } = await seedSearchSession(ctx.database.db, mallory.userId, [{ title: 'Own Job', company: 'Evil' }]);
    const stolen = await send(mallory, 'POST', `/api/applications/${own[0]}/contacts/known`, { personId: added.personId });
    expect(stolen.statusCode).toBe(404);
    // The same email address typed by someone else is their own person.
    const typed = (await send(mallory, 'POST', `/api/applications/${own[0]}/contacts`, { name: 'G', email: 'grace@acme.example' })).json() as Contact;
    expect(typed.personId).not.toBe(added.personId);
    expect(typed.alsoOn).toEqual([]);
    expect((await known(mallory)).map((person) => person.name)).toEqual(['G']);
    expect((await page(alice, jobIds[0])).contacts[0]).toMatchObject({ name: 'Grace Hopper', alsoOn: [] });
    for (const body of [{}, { personId: '' }, { personId: 7 }, { personId: 'x'.repeat(500) }, { personId: added.personId, name: 'X' }]) {
      expect((await send(alice, 'POST', `/api/applications/${jobIds[1]}/contacts/known`, body)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(
        400,
      );
    }
  });
});
