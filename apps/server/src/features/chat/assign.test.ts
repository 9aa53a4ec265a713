/**
 * Taking a support chat at the desk: an operator takes it (from nobody or a colleague) or lets it
 * go; the list and thread say who has it; each change is audited with before and after, and a
 * repeat changes and records nothing; colleagues' desk streams hear `chat.assigned`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chatMessages,
  type AuditListResponse,
  type SupportChatAssignResponse,
  type SupportChatListResponse,
} from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { playerWithChat } from '../../testing/chat.js';
import { signInOperator } from '../../testing/operators.js';
import { openTestStream } from '../../platform/live/test-stream-client.js';
import { refusalBody } from '../../testing/refusal.js';
import { getAs, postAs } from '../../testing/requests.js';

const harness = testAppPerFile();
let baseUrl: string;
let sadia: { token: string; operatorId: number };
let rafi: { token: string; operatorId: number };
let owner: { token: string; operatorId: number };
beforeAll(async () => {
  baseUrl = await harness.app.listen({ host: '127.0.0.1', port: 0 });
  sadia = await signInOperator(harness, 'support');
  rafi = await signInOperator(harness, 'support');
  owner = await signInOperator(harness, 'owner');
});

function post(url: string, token: string) {
  return postAs(harness, token, url, {});
}

async function usernameOf(token: string): Promise<string> {
  const me = await getAs(harness, token, '/admin-api/me');
  return me.json<{ operator: { username: string } }>().operator.username;
}

async function auditOf(chatId: number) {
  const response = await getAs(
    harness,
    owner.token,
    `/admin-api/audit?target_type=chat&target_id=${chatId}`,
  );
  return response.json<AuditListResponse>().data;
}

describe(`taking support chats on ${testDialect}`, () => {
  it('takes, takes over and lets go, audited with before and after', async () => {
    const player = await playerWithChat(harness);
    const sadiaName = await usernameOf(sadia.token);
    const rafiName = await usernameOf(rafi.token);

    const list = await getAs(harness, sadia.token, '/admin-api/chats?limit=100');
    const before = list
      .json<SupportChatListResponse>()
      .data.find((c) => c.chat_id === player.chatId);
    expect(before).toMatchObject({ assigned_operator_id: null, assigned_to: null });

    const taken = await post(`/admin-api/chats/${player.chatId}/assign`, sadia.token);
    expect(taken.statusCode).toBe(200);
    expect(taken.json<SupportChatAssignResponse>().chat).toMatchObject({
      chat_id: player.chatId,
      assigned_operator_id: sadia.operatorId,
      assigned_to: sadiaName,
    });
    // Asking again changes nothing and records nothing.
    expect((await post(`/admin-api/chats/${player.chatId}/assign`, sadia.token)).statusCode).toBe(
      200,
    );
    const overtaken = await post(`/admin-api/chats/${player.chatId}/assign`, rafi.token);
    expect(overtaken.json<SupportChatAssignResponse>().chat.assigned_to).toBe(rafiName);
    const thread = await getAs(harness, sadia.token, `/admin-api/chats/${player.chatId}`);
    expect(
      thread.json<{ chat: { assigned_operator_id: number } }>().chat.assigned_operator_id,
    ).toBe(rafi.operatorId);
    const released = await post(`/admin-api/chats/${player.chatId}/unassign`, owner.token);
    expect(released.json<SupportChatAssignResponse>().chat).toMatchObject({
      assigned_operator_id: null,
      assigned_to: null,
    });
    expect((await post(`/admin-api/chats/${player.chatId}/unassign`, owner.token)).statusCode).toBe(
      200,
    );

    const entries = await auditOf(player.chatId);
    expect(entries.map((entry) => [entry.action, entry.operator_id, entry.detail])).toEqual([
      [
        'chat.unassign',
        owner.operatorId,
        {
          user_id: player.remote_id,
          before: { assigned_operator_id: rafi.operatorId, assigned_to: rafiName },
          after: { assigned_operator_id: null, assigned_to: null },
        },
      ],
      [
        'chat.assign',
        rafi.operatorId,
        {
          user_id: player.remote_id,
          before: { assigned_operator_id: sadia.operatorId, assigned_to: sadiaName },
          after: { assigned_operator_id: rafi.operatorId, assigned_to: rafiName },
        },
      ],
      [
        'chat.assign',
        sadia.operatorId,
        {
          user_id: player.remote_id,
          before: { assigned_operator_id: null, assigned_to: null },
          after: { assigned_operator_id: sadia.operatorId, assigned_to: sadiaName },
        },
      ],
    ]);
  });

  it('tells colleagues on the desk stream', async () => {
    const player = await playerWithChat(harness);
    const stream = await openTestStream(`${baseUrl}/admin-api/chats/stream`, rafi.token);
    expect(stream.status).toBe(200);
    await stream.nextEvent('ready');
    await post(`/admin-api/chats/${player.chatId}/assign`, sadia.token);
    const frame = await stream.nextEvent('chat.assigned');
    expect(JSON.parse(frame?.data ?? 'null')).toEqual({
      chat_id: player.chatId,
      assigned_operator_id: sadia.operatorId,
      assigned_to: await usernameOf(sadia.token),
    });
    stream.close();
  });

  it('answers 404 for an unknown chat and refuses roles without the desk', async () => {
    const unknown = await post('/admin-api/chats/999999/assign', sadia.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(refusalBody(chatMessages.chatNotFound));
    expect((await post('/admin-api/chats/abc/unassign', sadia.token)).statusCode).toBe(404);
    const player = await playerWithChat(harness);
    const finance = await signInOperator(harness, 'finance');
    for (const path of ['assign', 'unassign']) {
      const url = `/admin-api/chats/${player.chatId}/${path}`;
      expect((await post(url, finance.token)).statusCode).toBe(403);
      expect((await harness.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    }
    expect(await auditOf(player.chatId)).toEqual([]);
  });
});
