import { fail, ownerHeaders, type SeedContext, type Seeder } from './seed-context';

// The records of an application: its contacts (and the person each is), interviews and follow-ups; the user's stages.

/** A part of an application (contact, interview, follow-up) carrying the canary, added through the API to the seeded job. */
function applicationPart(path: 'contacts' | 'interviews' | 'follow-ups', body: (text: string) => object): Seeder {
  const url = async (param: SeedContext['param']) => `/api/applications/${await param('jobId')}`;
  return {
    seed: async ({ app, who, canary, param }) => {
      const response = await app.inject({
        method: 'POST',
        url: `${await url(param)}/${path}`,
        headers: ownerHeaders(who),
        payload: body(canary ?? 'plain'),
      });
      if (response.statusCode !== 201) fail(path, response);
      return (response.json() as { id: string }).id;
    },
    intact: async ({ app, who, param }, value) => {
      const response = await app.inject({ method: 'GET', url: await url(param), headers: { cookie: who.cookie } });
      const application = response.json() as Record<string, { id: string }[] | undefined>;
      const key = path === 'follow-ups' ? 'followUps' : path;
      return response.statusCode === 200 && Boolean(application[key]?.some((part) => part.id === value));
    },
  };
}

const farFuture = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const contactId = applicationPart('contacts', (text) => ({ name: `Grace ${text}`.slice(0, 120), role: 'Recruiter', email: 'grace@example.com' }));
const interviewId = applicationPart('interviews', (text) => ({ date: farFuture(), time: '14:30', place: `Room ${text}`.slice(0, 300) }));
const followUpId = applicationPart('follow-ups', (text) => ({ dueOn: farFuture(), note: `Ask ${text}`.slice(0, 500) }));

/** A person among the owner's contacts: the one the seeded contact is. */
const personId: Seeder = {
  seed: async (ctx) => {
    const contact = await contactId.seed(ctx);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/applications/${await ctx.param('jobId')}`,
      headers: { cookie: ctx.who.cookie },
    });
    const person = (response.json() as { contacts?: { id: string; personId: string }[] }).contacts?.find(
      (candidate) => candidate.id === contact,
    )?.personId;
    if (!person) fail('personId', response);
    return person;
  },
  intact: async ({ app, who }, value) => {
    const response = await app.inject({ method: 'GET', url: '/api/contacts', headers: { cookie: who.cookie } });
    return (
      response.statusCode === 200 && (response.json() as { contacts: { personId: string }[] }).contacts.some((person) => person.personId === value)
    );
  },
};

/** One of the owner's custom stages (under Interviewing), named with the canary. */
const stageId: Seeder = {
  seed: async ({ app, who, canary }) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/application-stages',
      headers: ownerHeaders(who),
      payload: { status: 'interviewing', name: `Round ${canary ?? 'plain'}`.slice(0, 40) },
    });
    if (response.statusCode !== 201) fail('stageId', response);
    return (response.json() as { id: string }).id;
  },
  intact: async ({ app, who }, value) => {
    const response = await app.inject({ method: 'GET', url: '/api/application-stages', headers: { cookie: who.cookie } });
    return response.statusCode === 200 && Boolean((response.json() as { stages?: { id: string }[] }).stages?.some((stage) => stage.id === value));
  },
};

export const applicationSeeders = { contactId, personId, interviewId, followUpId, stageId };
