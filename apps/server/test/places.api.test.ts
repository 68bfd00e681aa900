import type { ErrorBody, PlaceSuggestions } from '@seeker/contract';
import { expect, it } from 'vitest';
import { signInAsGuest } from './support/sign-in';
import { describeWithApp } from './support/test-app';

describeWithApp('place suggestions', (ctx) => {
  const ask = (query: string, cookie?: string) => ctx.app.inject({ method: 'GET', url: `/api/places?${query}`, headers: cookie ? { cookie } : {} });

  it('offers a city with its region and country as one place, narrowed by what follows a comma', async () => {
    const guest = await signInAsGuest(ctx.app);
    const typed = await ask(`q=${encodeURIComponent('New Orl')}`, guest.cookie);
    expect(typed.statusCode, typed.body).toBe(200);
    expect((typed.json() as PlaceSuggestions).places[0]).toEqual({ label: 'New Orleans, Louisiana, United States', kind: 'city', currency: 'USD' });
    const narrowed = (await ask(`q=${encodeURIComponent('New Orleans, LA')}`, guest.cookie)).json() as PlaceSuggestions;
    expect(narrowed.places.map((place) => place.label)).toEqual(['New Orleans, Louisiana, United States']);
    expect(((await ask('q=R', guest.cookie)).json() as PlaceSuggestions).places).toEqual([]);
  });

  it('answers only someone signed in, and refuses what no place field sends', async () => {
    expect((await ask('q=Berlin')).statusCode).toBe(401);
    const guest = await signInAsGuest(ctx.app);
    for (const query of ['', `q=${'a'.repeat(101)}`, 'q=%00Berlin', 'q=Berlin&other=1']) {
      const response = await ask(query, guest.cookie);
      expect(response.statusCode, query).toBe(400);
      expect((response.json() as ErrorBody).error.code).toBe('VALIDATION_ERROR');
    }
  });
});
