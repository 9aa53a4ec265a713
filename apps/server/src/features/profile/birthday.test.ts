/**
 * The birthday through POST /api/user/profile/update: saved once (even when two saves race),
 * never for another player, only an adult's real date since 1900, every bad input with its message.
 */
import { describe, expect, it } from 'vitest';
import { latestAdultBirthday, profileMessages, remoteIdRequiredMessage } from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { signUpAndLogIn } from '../../testing/players.js';
import { dhakaToday } from '../../platform/db/time.js';
import { getAs, postAs } from '../../testing/requests.js';

const harness = testAppPerFile();

type Player = Awaited<ReturnType<typeof signUpAndLogIn>>;

function update(player: Player, payload: Record<string, unknown>) {
  return postAs(harness, player.token, '/api/user/profile/update', {
    remote_id: player.remote_id,
    ...payload,
  });
}

async function birthdayOf(userId: number): Promise<string | null> {
  const row = await harness.context.db
    .selectFrom('users')
    .select('dofb')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.dofb;
}

function fieldErrors(response: { json: <T>() => T }): Record<string, string[]> {
  return response.json<{ errors: Record<string, string[]> }>().errors;
}

describe(`birthday on ${testDialect}`, () => {
  it('is saved once and then fixed', async () => {
    const player = await signUpAndLogIn(harness.app);
    const first = await update(player, { dofb: '1995-04-30' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, dofb: '1995-04-30' });
    const show = await getAs(harness, player.token, `/api/user/show?remote_id=${player.remote_id}`);
    expect(show.json<{ data: { dofb: string } }>().data.dofb).toBe('1995-04-30');

    const second = await update(player, { dofb: '1990-01-01' });
    expect(second.statusCode).toBe(422);
    expect(fieldErrors(second)['dofb']).toEqual([profileMessages.birthdayLocked]);
    expect(await birthdayOf(player.remote_id)).toBe('1995-04-30');
  });

  it('two saves at once: one wins, the other is told it is fixed', async () => {
    const player = await signUpAndLogIn(harness.app);
    const answers = await Promise.all([
      update(player, { dofb: '1991-01-01' }),
      update(player, { dofb: '1992-02-02' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const winner = answers.find((answer) => answer.statusCode === 200);
    expect(await birthdayOf(player.remote_id)).toBe(winner?.json<{ dofb: string }>().dofb);
  });

  it("refuses another player's remote_id and leaves their birthday alone", async () => {
    const [alice, bob] = [await signUpAndLogIn(harness.app), await signUpAndLogIn(harness.app)];
    const response = await update(alice, { remote_id: bob.remote_id, dofb: '1990-01-01' });
    expect(response.statusCode).toBe(403);
    expect(await birthdayOf(bob.remote_id)).toBeNull();
    expect(await birthdayOf(alice.remote_id)).toBeNull();
  });

  it('accepts the 18th birthday today, and refuses a day later', async () => {
    const latest = latestAdultBirthday(dhakaToday());
    const [adult, minor] = [await signUpAndLogIn(harness.app), await signUpAndLogIn(harness.app)];
    expect((await update(adult, { dofb: latest })).statusCode).toBe(200);
    const nextDay = new Date(Date.parse(`${latest}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const response = await update(minor, { dofb: nextDay });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)['dofb']).toEqual([profileMessages.birthdayUnderage]);
  });

  const bad: [string, Record<string, unknown>, string, string][] = [
    ['no birthday', {}, 'dofb', profileMessages.birthdayRequired],
    ['a blank birthday', { dofb: '  ' }, 'dofb', profileMessages.birthdayRequired],
    ['a null birthday', { dofb: null }, 'dofb', profileMessages.birthdayRequired],
    ['day/month/year', { dofb: '30/04/1995' }, 'dofb', profileMessages.birthdayInvalid],
    ['30 February', { dofb: '1995-02-30' }, 'dofb', profileMessages.birthdayInvalid],
    ['a time as well', { dofb: '1995-04-30T00:00:00Z' }, 'dofb', profileMessages.birthdayInvalid],
    ['before 1900', { dofb: '1899-12-31' }, 'dofb', profileMessages.birthdayInvalid],
    ['in the future', { dofb: '2999-01-01' }, 'dofb', profileMessages.birthdayInvalid],
    [
      'no remote_id',
      { remote_id: undefined, dofb: '1990-01-01' },
      'remote_id',
      remoteIdRequiredMessage,
    ],
  ];
  it.each(bad)('refuses %s with its message', async (_name, payload, field, message) => {
    const player = await signUpAndLogIn(harness.app);
    const response = await update(player, payload);
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)[field]).toContain(message);
    expect(await birthdayOf(player.remote_id)).toBeNull();
  });

  it('needs a session', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/user/profile/update',
      payload: { remote_id: 1, dofb: '1990-01-01' },
    });
    expect(response.statusCode).toBe(401);
  });
});
