/**
 * Extra phones through the API: added unverified, verified by SMS code, at most two even when
 * added at once, each number on one account only (signup included); codes go only to the caller's
 * own extra phones; a verified extra phone counts as a verified phone for deposits; bad input and
 * other players' numbers are refused.
 */
import { describe, expect, it } from 'vitest';
import { accountMessages, depositMessages, profileMessages, type User } from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { signupPayload, signUpAndLogIn } from '../../testing/players.js';
import {
  addVerifiedExtraPhone,
  latestCodeSentTo,
  uniquePhone,
} from '../../testing/verification.js';
import { getAs, postAs } from '../../testing/requests.js';
import { countRows } from '../../testing/row-count.js';

const harness = testAppPerFile({ seedDemoData: true });

type Player = Awaited<ReturnType<typeof signUpAndLogIn>>;

function post(player: { token: string }, url: string, payload: Record<string, unknown>) {
  return postAs(harness, player.token, url, payload);
}

async function otherPhones(player: Player) {
  const response = await getAs(harness, player.token, '/api/get/other/phone');
  expect(response.statusCode).toBe(200);
  return response.json<{ success: true; data: { contract_value: string; isverify: 0 | 1 }[] }>();
}

async function userOf(player: Player): Promise<User> {
  const response = await getAs(
    harness,
    player.token,
    `/api/user/show?remote_id=${player.remote_id}`,
  );
  return response.json<{ data: User }>().data;
}

function fieldErrors(response: { json: <T>() => T }): Record<string, string[]> {
  return response.json<{ errors: Record<string, string[]> }>().errors;
}

describe(`extra phones on ${testDialect}`, () => {
  it('adds a phone unverified, then verifies it with the code sent to it', async () => {
    const player = await signUpAndLogIn(harness.app);
    expect(await otherPhones(player)).toEqual({ success: true, data: [] });
    const phone = uniquePhone();
    const added = await post(player, '/api/add/number', { phone });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ success: true, message: profileMessages.phoneAdded });
    expect((await otherPhones(player)).data).toEqual([
      { id: expect.any(Number) as number, contract_value: phone, isverify: 0 },
    ]);

    const send = await post(player, '/api/add/send-verification-code', { phone });
    expect(send.json()).toEqual({ success: true, message: profileMessages.codeSent });
    const code = await latestCodeSentTo(harness, phone);
    const verify = await post(player, '/api/add/verify-phone-number', {
      verification_code: code,
    });
    expect(verify.statusCode).toBe(200);
    expect((await otherPhones(player)).data[0]?.isverify).toBe(1);
    // The primary phone's status is its own.
    expect((await userOf(player)).session_id).toBe('0');

    const again = await post(player, '/api/add/send-verification-code', { phone });
    expect(fieldErrors(again)['phone']).toEqual([profileMessages.phoneAlreadyVerified]);
  });

  it('stores a number as typed with +880, spaces or Bangla digits in one form, so it is one number', async () => {
    const [alice, bob] = [await signUpAndLogIn(harness.app), await signUpAndLogIn(harness.app)];
    const local = uniquePhone();
    const international = `+880 ${local.slice(1, 5)}-${local.slice(5)}`;
    expect((await post(alice, '/api/add/number', { phone: international })).statusCode).toBe(200);
    expect((await otherPhones(alice)).data.map((phone) => phone.contract_value)).toEqual([local]);
    const bangla = local.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));
    const again = await post(bob, '/api/add/number', { phone: bangla });
    expect(fieldErrors(again)['phone']).toEqual([profileMessages.phoneTaken]);
  });

  it('keeps at most two, and the third is refused', async () => {
    const player = await signUpAndLogIn(harness.app);
    for (const phone of [uniquePhone(), uniquePhone()]) {
      expect((await post(player, '/api/add/number', { phone })).statusCode).toBe(200);
    }
    const third = await post(player, '/api/add/number', { phone: uniquePhone() });
    expect(third.statusCode).toBe(422);
    expect(fieldErrors(third)['phone']).toEqual([profileMessages.extraPhonesFull]);
    expect((await otherPhones(player)).data).toHaveLength(2);
  });

  it('keeps at most two when five adds arrive at once', async () => {
    const player = await signUpAndLogIn(harness.app);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(player, '/api/add/number', { phone: uniquePhone() })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 200)) {
      expect(answer.statusCode).toBe(422);
    }
    expect((await otherPhones(player)).data).toHaveLength(2);
  });

  it('refuses a number already on any account, its own included', async () => {
    const [alice, bob] = [await signUpAndLogIn(harness.app), await signUpAndLogIn(harness.app)];
    const bobExtra = uniquePhone();
    await post(bob, '/api/add/number', { phone: bobExtra });
    const aliceExtra = uniquePhone();
    await post(alice, '/api/add/number', { phone: aliceExtra });
    const taken = [(await userOf(alice)).phone, (await userOf(bob)).phone, bobExtra, aliceExtra];
    for (const phone of taken) {
      const response = await post(alice, '/api/add/number', { phone });
      expect(response.statusCode).toBe(422);
      expect(fieldErrors(response)['phone']).toEqual([profileMessages.phoneTaken]);
    }
    expect((await otherPhones(alice)).data.map((phone) => phone.contract_value)).toEqual([
      aliceExtra,
    ]);
  });

  it('one number added by two players at once lands on one account', async () => {
    const [alice, bob] = [await signUpAndLogIn(harness.app), await signUpAndLogIn(harness.app)];
    const phone = uniquePhone();
    const answers = await Promise.all([
      post(alice, '/api/add/number', { phone }),
      post(bob, '/api/add/number', { phone }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
  });

  it("a signup cannot take another player's extra phone", async () => {
    const player = await signUpAndLogIn(harness.app);
    const phone = uniquePhone();
    await post(player, '/api/add/number', { phone });
    const signup = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/create-players',
      payload: signupPayload({ phone }),
    });
    expect(signup.statusCode).toBe(422);
    expect(fieldErrors(signup)['phone']).toEqual([accountMessages.phoneTaken]);
  });

  it("sends codes only to the caller's own extra phones", async () => {
    const [alice, bob] = [await signUpAndLogIn(harness.app), await signUpAndLogIn(harness.app)];
    const bobExtra = uniquePhone();
    await post(bob, '/api/add/number', { phone: bobExtra });
    for (const phone of [bobExtra, (await userOf(alice)).phone, uniquePhone()]) {
      const response = await post(alice, '/api/add/send-verification-code', { phone });
      expect(response.statusCode).toBe(422);
      expect(fieldErrors(response)['phone']).toEqual([profileMessages.contactNotOnAccount]);
    }
    expect(await countRows(harness.context.db, 'outbox_messages', { recipient: bobExtra })).toBe(0);
    // Bob's list is Bob's alone.
    expect((await otherPhones(alice)).data).toEqual([]);
  });

  it("another player's code cannot verify my phone, nor mine theirs", async () => {
    const [alice, bob] = [await signUpAndLogIn(harness.app), await signUpAndLogIn(harness.app)];
    const [alicePhone, bobPhone] = [uniquePhone(), uniquePhone()];
    await post(alice, '/api/add/number', { phone: alicePhone });
    await post(bob, '/api/add/number', { phone: bobPhone });
    await post(alice, '/api/add/send-verification-code', { phone: alicePhone });
    await post(bob, '/api/add/send-verification-code', { phone: bobPhone });
    const bobCode = await latestCodeSentTo(harness, bobPhone);
    const aliceCode = await latestCodeSentTo(harness, alicePhone);
    if (bobCode !== aliceCode) {
      const wrong = await post(alice, '/api/add/verify-phone-number', {
        verification_code: bobCode,
        phone: bobPhone,
      });
      expect(wrong.statusCode).toBe(422);
    }
    expect((await otherPhones(bob)).data[0]?.isverify).toBe(0);
    const right = await post(bob, '/api/add/verify-phone-number', { verification_code: bobCode });
    expect(right.statusCode).toBe(200);
    expect((await otherPhones(alice)).data[0]?.isverify).toBe(0);
  });

  it('a code names its phone: verifying with another number is refused', async () => {
    const player = await signUpAndLogIn(harness.app);
    const [first, second] = [uniquePhone(), uniquePhone()];
    await post(player, '/api/add/number', { phone: first });
    await post(player, '/api/add/number', { phone: second });
    await post(player, '/api/add/send-verification-code', { phone: first });
    const code = await latestCodeSentTo(harness, first);
    const named = await post(player, '/api/add/verify-phone-number', {
      verification_code: code,
      phone: second,
    });
    expect(named.statusCode).toBe(422);
    expect(fieldErrors(named)['verification_code']).toEqual([profileMessages.codeRejected]);
    const right = await post(player, '/api/add/verify-phone-number', {
      verification_code: code,
      phone: first,
    });
    expect(right.statusCode).toBe(200);
    const phones = (await otherPhones(player)).data;
    expect(phones.map((phone) => [phone.contract_value, phone.isverify])).toEqual([
      [first, 1],
      [second, 0],
    ]);
  });

  it('a verified extra phone lets a player with an unverified primary phone deposit', async () => {
    const player = await signUpAndLogIn(harness.app);
    const request = () =>
      post(player, '/api/ewa/request', { amount: 500, provider: 'Nagad', type: 'Personal' });
    const refused = await request();
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(depositMessages.phoneNotVerified);
    await addVerifiedExtraPhone(harness, player);
    expect((await request()).statusCode).toBe(200);
  });

  const bad: [string, string, Record<string, unknown>, string, string][] = [
    ['add: nothing', '/api/add/number', {}, 'phone', profileMessages.phoneRequired],
    ['add: short', '/api/add/number', { phone: '017123' }, 'phone', profileMessages.phoneInvalid],
    [
      'add: too long',
      '/api/add/number',
      { phone: '0171234567890123' },
      'phone',
      profileMessages.phoneInvalid,
    ],
    [
      'add: with letters',
      '/api/add/number',
      { phone: '01712abc678' },
      'phone',
      profileMessages.phoneInvalid,
    ],
    [
      'send: nothing',
      '/api/add/send-verification-code',
      {},
      'phone',
      profileMessages.phoneRequired,
    ],
    [
      'verify: no code',
      '/api/add/verify-phone-number',
      {},
      'verification_code',
      profileMessages.codeRequired,
    ],
    [
      'verify: bad phone',
      '/api/add/verify-phone-number',
      { verification_code: '123456', phone: 'x' },
      'phone',
      profileMessages.phoneInvalid,
    ],
  ];
  it.each(bad)('%s → 422 with its message', async (_name, url, payload, field, message) => {
    const player = await signUpAndLogIn(harness.app);
    const response = await post(player, url, payload);
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)[field]).toContain(message);
  });

  it('needs a session', async () => {
    const list = await harness.app.inject({ method: 'GET', url: '/api/get/other/phone' });
    expect(list.statusCode).toBe(401);
    const add = await harness.app.inject({
      method: 'POST',
      url: '/api/add/number',
      payload: { phone: uniquePhone() },
    });
    expect(add.statusCode).toBe(401);
  });
});
