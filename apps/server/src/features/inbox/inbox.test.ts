/**
 * The inbox through the API: paging in Laravel's shape, one message, mark read and soft delete,
 * each refusing bad input and another player's ids; the operator's send with its checks, roles
 * and audit; and new messages announced on the live stream only after they commit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  INBOX_PAGE_SIZE,
  accountMessages,
  inboxMessages,
  operatorInboxMessages,
  operatorMessages,
  remoteIdRequiredMessage,
  type InboxListResponse,
} from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { expectStoredAnswer, replayedAfterDeathAtCommit } from '../../testing/die-after-commit.js';
import { signInOperator } from '../../testing/operators.js';
import { bearer, signUpAndLogIn } from '../../testing/players.js';
import { openTestStream, type TestStream } from '../../platform/live/test-stream-client.js';
import { dispatchInboxMessages } from './live-dispatch.js';
import { sendInboxMessage } from './service.js';
import { codeOf, refusalBody } from '../../testing/refusal.js';
import { countRows } from '../../testing/row-count.js';
import { getAs } from '../../testing/requests.js';

type Player = Awaited<ReturnType<typeof signUpAndLogIn>>;

const harness = testAppPerFile();
let baseUrl: string;
let admin: { token: string; operatorId: number };
let support: { token: string };
let finance: { token: string };
beforeAll(async () => {
  baseUrl = await harness.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await signInOperator(harness, 'owner');
  support = await signInOperator(harness, 'support');
  finance = await signInOperator(harness, 'finance');
});

async function giveMessages(player: Player, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 1; index <= count; index += 1) {
    const message = await sendInboxMessage(harness.context.db, {
      userId: player.remote_id,
      title: `Notice ${index}`,
      message: `Body number ${index} of the test`,
      source: 'system',
    });
    ids.push(message.id);
  }
  return ids;
}

function list(player: Player, query: string) {
  return getAs(harness, player.token, `/api/inbox?${query}`);
}

function call(player: Player, method: 'GET' | 'PATCH' | 'DELETE', url: string) {
  return harness.app.inject({ method, url, headers: bearer(player.token) });
}

function operatorSend(token: string, payload: Record<string, unknown>, key?: string) {
  return harness.app.inject({
    method: 'POST',
    url: '/admin-api/inbox',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

/** Every call on one message id (read, mark read, delete) is 404 Message not found. for the player. */
async function expectMessageNotFound(player: Player, id: number | string) {
  for (const [method, url] of [
    ['GET', `/api/inbox/${id}`],
    ['PATCH', `/api/inbox/${id}/read`],
    ['DELETE', `/api/inbox/${id}`],
  ] as const) {
    const response = await call(player, method, url);
    expect(response.statusCode, `${method} ${url}`).toBe(404);
    expect(response.json()).toEqual(refusalBody(inboxMessages.notFound));
  }
}

async function rowOf(id: number) {
  return harness.context.db
    .selectFrom('inbox_messages')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe(`inbox list on ${testDialect}`, () => {
  it('pages newest first in Laravel’s shape, with an empty page past the last', async () => {
    const player = await signUpAndLogIn(harness.app);
    const ids = await giveMessages(player, 23);

    const first = await list(player, `remote_id=${player.remote_id}`);
    expect(first.statusCode).toBe(200);
    const body = first.json<InboxListResponse>();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ current_page: 1, last_page: 3, per_page: 10, total: 23 });
    expect(body.data.data).toHaveLength(INBOX_PAGE_SIZE);
    expect(body.data.data[0]).toEqual({
      id: ids[22],
      title: 'Notice 23',
      message: 'Body number 23 of the test',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      is_read: false,
    });

    const third = (
      await list(player, `remote_id=${player.remote_id}&page=3`)
    ).json<InboxListResponse>();
    expect(third.data.data.map((message) => message.id)).toEqual([ids[2], ids[1], ids[0]]);
    const beyond = await list(player, `remote_id=${player.remote_id}&page=4`);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json<InboxListResponse>().data).toMatchObject({ data: [], last_page: 3 });
  });

  it('answers an empty inbox with one empty page', async () => {
    const player = await signUpAndLogIn(harness.app);
    const response = await list(player, `remote_id=${player.remote_id}&page=`);
    expect(response.json<InboxListResponse>().data).toEqual({
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 0,
    });
  });

  it('refuses a missing or foreign remote_id, a bad page and a visitor', async () => {
    const player = await signUpAndLogIn(harness.app);
    const other = await signUpAndLogIn(harness.app);

    const missing = await list(player, '');
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject(refusalBody(remoteIdRequiredMessage));

    const foreign = await list(player, `remote_id=${other.remote_id}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual(refusalBody(accountMessages.forbidden));

    for (const page of ['0', '-1', '1.5', 'abc', '99999999999999999999']) {
      const response = await list(player, `remote_id=${player.remote_id}&page=${page}`);
      expect(response.statusCode, page).toBe(422);
      expect(response.json(), page).toMatchObject({
        code: codeOf(inboxMessages.pageInvalid),
        message: inboxMessages.pageInvalid,
        errors: { page: [inboxMessages.pageInvalid] },
      });
    }

    const visitor = await harness.app.inject({ method: 'GET', url: '/api/inbox?remote_id=1' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe(`one message on ${testDialect}`, () => {
  it('shows, marks read (twice harmlessly) and soft-deletes the player’s own message', async () => {
    const player = await signUpAndLogIn(harness.app);
    const [id] = await giveMessages(player, 1);

    const shown = await call(player, 'GET', `/api/inbox/${id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      success: true,
      data: { id, title: 'Notice 1', message: 'Body number 1 of the test', is_read: false },
    });

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const read = await call(player, 'PATCH', `/api/inbox/${id}/read`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ success: true, message: inboxMessages.markedRead });
    }
    expect((await call(player, 'GET', `/api/inbox/${id}`)).json()).toMatchObject({
      data: { is_read: true },
    });

    const deleted = await call(player, 'DELETE', `/api/inbox/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: inboxMessages.deleted });
    expect((await rowOf(id!)).deleted_at).not.toBeNull();

    await expectMessageNotFound(player, id!);
    const listed = await list(player, `remote_id=${player.remote_id}`);
    expect(listed.json<InboxListResponse>().data.total).toBe(0);
  });

  it('answers another player’s ids with 404 Message not found. and changes nothing', async () => {
    const owner = await signUpAndLogIn(harness.app);
    const intruder = await signUpAndLogIn(harness.app);
    const [id] = await giveMessages(owner, 1);

    await expectMessageNotFound(intruder, id!);
    const row = await rowOf(id!);
    expect(row.is_read).toBe(0);
    expect(row.deleted_at).toBeNull();
  });

  it('answers ids that are not positive whole numbers with the same 404', async () => {
    const player = await signUpAndLogIn(harness.app);
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999', '%00']) {
      await expectMessageNotFound(player, id);
    }
  });
});

describe(`operator messages on ${testDialect}`, () => {
  it('lets admin (by username) and support (by user_id) write to a player, audited', async () => {
    const player = await signUpAndLogIn(harness.app);
    const byAdmin = await operatorSend(admin.token, {
      username: player.username.toUpperCase(),
      title: '  Weekend cashback  ',
      message: 'Your cashback arrives on Monday.',
    });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json()).toMatchObject({
      success: true,
      message: operatorInboxMessages.sent,
      data: { user_id: player.remote_id, title: 'Weekend cashback', is_read: false },
    });
    const bySupport = await operatorSend(support.token, {
      user_id: player.remote_id,
      title: 'Your ticket',
      message: 'We have answered your question.',
    });
    expect(bySupport.statusCode).toBe(201);

    const listed = (await list(player, `remote_id=${player.remote_id}`)).json<InboxListResponse>();
    expect(listed.data.data.map((message) => message.title)).toEqual([
      'Your ticket',
      'Weekend cashback',
    ]);
    const audit = await harness.context.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'inbox.send')
      .where('target_id', '=', String(player.remote_id))
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit.map((entry) => entry.operator_id)).toContain(admin.operatorId);
    const row = await rowOf(byAdmin.json<{ data: { id: number } }>().data.id);
    expect(row.source).toBe('operator');
  });

  it('refuses finance, players and visitors', async () => {
    const player = await signUpAndLogIn(harness.app);
    const payload = { user_id: player.remote_id, title: 'Hello', message: 'Hi' };
    const byFinance = await operatorSend(finance.token, payload);
    expect(byFinance.statusCode).toBe(403);
    expect(byFinance.json()).toEqual(refusalBody(operatorMessages.forbidden));
    expect((await operatorSend(player.token, payload)).statusCode).toBe(401);
    const visitor = await harness.app.inject({ method: 'POST', url: '/admin-api/inbox', payload });
    expect(visitor.statusCode).toBe(401);
  });

  it('checks the recipient, the title and the message, field by field', async () => {
    const player = await signUpAndLogIn(harness.app);
    const suspended = await signUpAndLogIn(harness.app);
    await harness.context.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('id', '=', suspended.remote_id)
      .execute();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ title: 'T', message: 'M' }, { user_id: [operatorInboxMessages.recipientRequired] }],
      [
        { user_id: player.remote_id, username: player.username, title: 'T', message: 'M' },
        { user_id: [operatorInboxMessages.recipientTwice] },
      ],
      [
        { user_id: 'abc', title: 'T', message: 'M' },
        { user_id: [operatorInboxMessages.userIdInvalid] },
      ],
      [
        { username: 'nobody-here', title: 'T', message: 'M' },
        { username: [operatorInboxMessages.recipientNotFound] },
      ],
      [
        { user_id: 99_999_999, title: 'T', message: 'M' },
        { user_id: [operatorInboxMessages.recipientNotFound] },
      ],
      [
        { user_id: suspended.remote_id, title: 'T', message: 'M' },
        { user_id: [operatorInboxMessages.recipientNotFound] },
      ],
      [
        { user_id: player.remote_id, title: '   ', message: 'x'.repeat(2001) },
        {
          title: [operatorInboxMessages.titleRequired],
          message: [operatorInboxMessages.messageTooLong],
        },
      ],
      [
        { user_id: player.remote_id, title: 'x'.repeat(121), message: '' },
        {
          title: [operatorInboxMessages.titleTooLong],
          message: [operatorInboxMessages.messageRequired],
        },
      ],
      [
        { user_id: player.remote_id, title: 'Null\u0000byte', message: 'M' },
        { title: [expect.any(String) as string] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await operatorSend(admin.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ errors });
    }
    const listed = (await list(player, `remote_id=${player.remote_id}`)).json<InboxListResponse>();
    expect(listed.data.total).toBe(0);
  });

  it('sends once for a repeated Idempotency-Key', async () => {
    const player = await signUpAndLogIn(harness.app);
    const payload = { user_id: player.remote_id, title: 'Once', message: 'Only once.' };
    const first = await operatorSend(admin.token, payload, 'inbox-key-1');
    const again = await operatorSend(admin.token, payload, 'inbox-key-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const listed = (await list(player, `remote_id=${player.remote_id}`)).json<InboxListResponse>();
    expect(listed.data.total).toBe(1);
  });
});

describe(`live inbox events on ${testDialect}`, () => {
  async function streamOf(player: Player): Promise<TestStream> {
    const stream = await openTestStream(`${baseUrl}/api/stream`, player.token);
    expect(stream.status).toBe(200);
    expect(await stream.nextEvent('ready')).toBeDefined();
    return stream;
  }

  it('announces an operator’s message on the player’s stream at once', async () => {
    const player = await signUpAndLogIn(harness.app);
    const stream = await streamOf(player);
    const sent = await operatorSend(admin.token, {
      user_id: player.remote_id,
      title: 'Live hello',
      message: 'This arrives without a reload.',
    });
    const frame = await stream.nextEvent('inbox.message', 900);
    expect(JSON.parse(frame?.data ?? 'null')).toEqual({
      id: sent.json<{ data: { id: number } }>().data.id,
      title: 'Live hello',
      message: 'This arrives without a reload.',
      created_at: expect.any(String) as string,
      is_read: false,
    });
    stream.close();
  });

  it('announces a message written inside another feature’s transaction once it commits, never a rolled-back one', async () => {
    const player = await signUpAndLogIn(harness.app);
    const stream = await streamOf(player);
    await harness.context.db
      .transaction()
      .execute(async (trx) => {
        await sendInboxMessage(trx, {
          userId: player.remote_id,
          title: 'Rolled back',
          message: 'Never happened.',
          source: 'system',
        });
        throw new Error('the deposit failed');
      })
      .catch(() => undefined);
    await harness.context.db.transaction().execute(async (trx) => {
      await sendInboxMessage(trx, {
        userId: player.remote_id,
        title: 'Deposit successful',
        message: 'Committed.',
        source: 'system',
      });
    });
    // The dispatcher's next pass (every second) announces it.
    const frame = await stream.nextEvent('inbox.message', 3000);
    expect(JSON.parse(frame?.data ?? 'null')).toMatchObject({ title: 'Deposit successful' });
    stream.close();
  });

  it('announces each message once, however many passes run at the same moment', async () => {
    const player = await signUpAndLogIn(harness.app);
    const stream = await streamOf(player);
    await giveMessages(player, 5);
    const log = (error: unknown) => {
      throw error;
    };
    const counts = await Promise.all([
      dispatchInboxMessages(harness.context, log),
      dispatchInboxMessages(harness.context, log),
      dispatchInboxMessages(harness.context, log),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(5);
    const titles: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const frame = await stream.nextEvent('inbox.message', 3000);
      titles.push((JSON.parse(frame?.data ?? '{}') as { title: string }).title);
    }
    expect(titles.sort()).toEqual(['Notice 1', 'Notice 2', 'Notice 3', 'Notice 4', 'Notice 5']);
    await expect(stream.nextEvent('inbox.message', 1500)).rejects.toThrow('no frame');
    stream.close();
  });

  it('tells the player’s other screens about reads and deletes', async () => {
    const player = await signUpAndLogIn(harness.app);
    const [id] = await giveMessages(player, 1);
    const stream = await streamOf(player);
    await call(player, 'PATCH', `/api/inbox/${id}/read`);
    expect(JSON.parse((await stream.nextEvent('inbox.changed'))?.data ?? 'null')).toEqual({
      ids: [id],
      change: 'read',
    });
    await call(player, 'DELETE', `/api/inbox/${id}`);
    expect(JSON.parse((await stream.nextEvent('inbox.changed'))?.data ?? 'null')).toEqual({
      ids: [id],
      change: 'deleted',
    });
    stream.close();
  });
});

describe(`a keyed operator message whose process dies after the commit, on ${testDialect}`, () => {
  it('is sent once, and the retry gets the stored 201 answer', async () => {
    const player = await signUpAndLogIn(harness.app);
    const send = () =>
      operatorSend(
        support.token,
        { user_id: player.remote_id, title: 'Once', message: 'Sent once.' },
        'send-dies',
      );
    const retried = await replayedAfterDeathAtCommit(harness.context.db, send, 201);
    expect(retried.json()).toMatchObject({
      success: true,
      message: operatorInboxMessages.sent,
      data: { user_id: player.remote_id, title: 'Once' },
    });
    expect(
      await countRows(harness.context.db, 'inbox_messages', {
        user_id: player.remote_id,
        title: 'Once',
      }),
    ).toBe(1);
    await expectStoredAnswer(harness.context.db, 'send-dies', { status: 201 });
  });
});
