import { expect, it } from 'vitest';
import { searchPreferences } from '../fixtures/search-jobs';
import { savePreferences } from '../support/search-app';
import { seedSearchSession } from '../support/seed-saved-jobs';
import { signInAsGuest, type SignedIn } from '../support/sign-in';
import { describeWithApp, testOrigin } from '../support/test-app';

describeWithApp('exporting applications and interviews', (ctx) => {
  const send = (who: SignedIn, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie: who.cookie, origin: testOrigin }, ...(payload ? { payload } : {}) });

  it('downloads the applications as CSV, the same filters as the board, formulas defused', async () => {
    const alice = await signInAsGuest(ctx.app);
    const { jobIds } = await seedSearchSession(ctx.database.db, alice.userId, [
      { title: 'Frontend Engineer, Platform', company: 'Acme "Robotics"', jobLink: 'https://apply.example/acme/1' },
      { title: '=HYPERLINK("http://evil.example","Click")', company: 'Globex', location: 'Not specified' },
    ]);
    await send(alice, 'PATCH', `/api/jobs/${jobIds[0]}`, { status: 'applied' });
    await send(alice, 'PATCH', `/api/applications/${jobIds[0]}`, { notes: 'Line one\nLine two', tags: ['referral', 'remote'] });
    await send(alice, 'PATCH', `/api/applications/${jobIds[0]}`, { priority: 'high', excitement: 4, deadline: '2026-12-15' });
    await send(alice, 'POST', `/api/applications/${jobIds[0]}/contacts`, { name: 'Grace Hopper', email: 'grace@example.com' });

    const response = await send(alice, 'GET', '/api/exports/applications.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="seeker-applications-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(text.startsWith('\uFEFFCompany,Title,Location,Status,')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    // Rows end in CRLF; the line break inside the notes stays a plain LF inside its quotes.
    expect(lines).toHaveLength(3);
    // A stored stand-in is no place; before applying, nothing is said of documents sent.
    expect(lines[1]).toMatch(/^Globex,"'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\)",,New,,\d{4}-\d{2}-\d{2},,,,/);
    // Marks not set are empty cells; so is the stage of a job in none.
    expect(lines[1]).toMatch(/,,,$/);
    const day = String.raw`\d{4}-\d{2}-\d{2}`;
    const applied = String.raw`^"Acme ""Robotics""","Frontend Engineer, Platform",Berlin,Applied,,${day},${day},No,No,referral; remote,,Grace Hopper <grace@example.com>,0,`;
    // The posting's page, then where to apply.
    expect(lines[2]).toMatch(
      new RegExp(
        `${applied}"Line one\nLine two",https://boards.example/acme/1,https://apply.example/acme/1,${testOrigin}/applications/${jobIds[0]},${day},High,4,2026-12-15$`,
      ),
    );

    const filtered = await send(alice, 'GET', '/api/exports/applications.csv?company=Globex');
    expect(filtered.body.trimEnd().split('\r\n')).toHaveLength(2);

    const bob = await signInAsGuest(ctx.app);
    expect((await send(bob, 'GET', '/api/exports/applications.csv')).body.trimEnd().split('\r\n')).toHaveLength(1);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/exports/applications.csv' })).statusCode).toBe(401);
  });

  it('downloads every interview as an iCalendar file at its instant', async () => {
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(
      ctx.app,
      alice,
      searchPreferences({ searchSchedule: { ...searchPreferences().searchSchedule, timezone: 'America/New_York' } }),
    );
    const { jobIds } = await seedSearchSession(ctx.database.db, alice.userId, [{ title: 'Staff Engineer', company: 'Initech; Inc, Ltd' }]);
    const added = await send(alice, 'POST', `/api/applications/${jobIds[0]}/interviews`, {
      date: '2026-12-03',
      time: '09:15',
      durationMinutes: 45,
      place: 'Zoom: https://zoom.example/j/1',
      // One line: a line break typed or pasted into it is a space.
      note: 'Bring the portfolio.\nAsk about on-call.',
    });
    expect(added.statusCode, added.body).toBe(201);

    const response = await send(alice, 'GET', '/api/exports/interviews.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const lines = response.body.replace(/\r\n /g, '').split('\r\n');
    expect(response.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines).toContain('BEGIN:VCALENDAR');
    // 09:15 in New York in December is 14:15 UTC; 45 minutes long.
    expect(lines).toContain('DTSTART:20261203T141500Z');
    expect(lines).toContain('DTEND:20261203T150000Z');
    expect(lines).toContain('SUMMARY:Interview: Staff Engineer at Initech\\; Inc\\, Ltd');
    expect(lines).toContain('LOCATION:Zoom: https://zoom.example/j/1');
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toBe(
      `DESCRIPTION:Bring the portfolio. Ask about on-call.\\n${testOrigin}/applications/${jobIds[0]}`,
    );
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    // Two reminders inside the event, before its start: the day before and an hour before.
    const event = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT'));
    expect(event.filter((line) => line === 'BEGIN:VALARM')).toHaveLength(2);
    expect(event).toContain('TRIGGER;RELATED=START:-P1D');
    expect(event).toContain('TRIGGER;RELATED=START:-PT1H');
    expect(event).toContain('DESCRIPTION:Interview in an hour: Staff Engineer at Initech\\; Inc\\, Ltd');
    expect(event.filter((line) => line === 'ACTION:DISPLAY')).toHaveLength(2);

    const bob = await signInAsGuest(ctx.app);
    expect((await send(bob, 'GET', '/api/exports/interviews.ics')).body).not.toContain('VEVENT');
  });
});
