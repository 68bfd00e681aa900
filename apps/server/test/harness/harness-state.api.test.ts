import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { signInAsGuest } from '../support/sign-in';
import { describeWithApp } from '../support/test-app';
import { changesSince, filesEntry, userRows, watchState } from './database-state';
import { discardState, restoreState, saveState } from './saved-state';

// The matrix and the fuzzer trust these two shortcuts; each must still see every change.
describeWithApp('harness state', (ctx) => {
  it('sees a changed row, a deleted row and a new file after a quiet read, and nothing after reads alone', async () => {
    const guest = await signInAsGuest(ctx.app);
    const before = await watchState(ctx.database, ctx.filesDir);
    await ctx.app.inject({ method: 'GET', url: `/api/users/${guest.userId}/preferences`, headers: { cookie: guest.cookie } });
    const quiet = await changesSince(ctx.database, ctx.filesDir, before, []);
    expect(quiet.changed).toEqual([]);

    await ctx.database.executeSql('update public."user" set name = $1 where id = $2', ['Renamed', guest.userId]);
    expect((await changesSince(ctx.database, ctx.filesDir, quiet.now, [])).changed).toEqual(['user']);
    expect((await changesSince(ctx.database, ctx.filesDir, quiet.now, ['user'])).changed).toEqual([]);

    const renamed = await watchState(ctx.database, ctx.filesDir);
    await ctx.database.executeSql('delete from public.session where user_id = $1', [guest.userId]);
    expect((await changesSince(ctx.database, ctx.filesDir, renamed, [])).changed).toEqual(['session']);

    const deleted = await watchState(ctx.database, ctx.filesDir);
    fs.mkdirSync(path.join(ctx.filesDir, 'stray'), { recursive: true });
    fs.writeFileSync(path.join(ctx.filesDir, 'stray', 'file.txt'), 'x');
    expect((await changesSince(ctx.database, ctx.filesDir, deleted, [])).changed).toEqual([filesEntry]);
    fs.rmSync(path.join(ctx.filesDir, 'stray'), { recursive: true });
  });

  it('puts back every row and file as saved, however the tables changed since', async () => {
    const guest = await signInAsGuest(ctx.app);
    fs.writeFileSync(path.join(ctx.filesDir, 'kept.txt'), 'kept');
    const rows = await userRows(ctx.database, guest.userId);
    const saved = await saveState(ctx);
    try {
      await ctx.database.executeSql('delete from public.session where user_id = $1', [guest.userId]);
      await ctx.database.executeSql('update public."user" set name = $1 where id = $2', ['Changed', guest.userId]);
      await signInAsGuest(ctx.app);
      fs.rmSync(path.join(ctx.filesDir, 'kept.txt'));
      fs.writeFileSync(path.join(ctx.filesDir, 'added.txt'), 'added');

      await restoreState(ctx, saved);
      expect(await userRows(ctx.database, guest.userId)).toEqual(rows);
      expect((await ctx.database.executeSql('select count(*)::int as count from public."user"')).rows).toEqual([{ count: 1 }]);
      expect(fs.readdirSync(ctx.filesDir)).toEqual(['kept.txt']);
      // The session works again: the user is back exactly as they were.
      const session = await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: guest.cookie } });
      expect(session.json().user.id).toBe(guest.userId);
    } finally {
      await discardState(ctx, saved);
    }
  });
});
