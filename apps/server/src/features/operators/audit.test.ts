/**
 * The audit trail: recordAudit writes inside the caller's transaction (and disappears with its
 * rollback), GET /admin-api/audit reads newest first with target filters, a limit and paging, for
 * every role, and refuses bad filters with a 422.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditListResponseSchema, operatorMessages, type AuditEntry } from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { signInOperator } from '../../testing/operators.js';
import { bearer } from '../../testing/players.js';
import { recordAudit } from './service.js';
import { codeOf, refusalBody } from '../../testing/refusal.js';

const harness = testAppPerFile();
let adminToken: string;
let adminId: number;
beforeAll(async () => {
  ({ token: adminToken, operatorId: adminId } = await signInOperator(harness, 'owner'));
});

async function readAudit(query: string, token = adminToken) {
  const response = await harness.app.inject({
    url: `/admin-api/audit${query}`,
    headers: bearer(token),
  });
  return response;
}

async function entries(query: string, token = adminToken): Promise<AuditEntry[]> {
  const response = await readAudit(query, token);
  expect(response.statusCode).toBe(200);
  return auditListResponseSchema.parse(response.json()).data;
}

describe(`audit trail on ${testDialect}`, () => {
  it('records inside the caller’s transaction and reads it back with the operator’s name', async () => {
    await harness.context.db.transaction().execute(async (trx) => {
      await recordAudit(trx, {
        operatorId: adminId,
        action: 'deposit.approve',
        targetType: 'deposit',
        targetId: '101',
        detail: { amount_paisa: 50_000, note: 'checked the SMS' },
        ip: '203.0.113.20',
      });
    });
    await expect(
      harness.context.db.transaction().execute(async (trx) => {
        await recordAudit(trx, {
          operatorId: adminId,
          action: 'deposit.reject',
          targetType: 'deposit',
          targetId: '101',
          detail: {},
          ip: null,
        });
        throw new Error('the approval failed after the audit entry');
      }),
    ).rejects.toThrow('the approval failed');

    const found = await entries('?target_type=deposit&target_id=101');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      operator_id: adminId,
      operator_username: expect.stringMatching(/^owner-/) as unknown,
      action: 'deposit.approve',
      target_type: 'deposit',
      target_id: '101',
      detail: { amount_paisa: 50_000, note: 'checked the SMS' },
      ip: '203.0.113.20',
    });
  });

  it('lists newest first, filters by target type, limits and pages back', async () => {
    for (const targetId of ['1', '2', '3', '4']) {
      await recordAudit(harness.context.db, {
        operatorId: null,
        action: 'withdrawal.payout',
        targetType: 'withdrawal',
        targetId,
        detail: { gateway: 'sandbox' },
        ip: null,
      });
    }
    const all = await entries('?target_type=withdrawal');
    expect(all.map((entry) => entry.target_id)).toEqual(['4', '3', '2', '1']);
    expect(all[0]).toMatchObject({ operator_id: null, operator_username: null });

    const firstPage = await entries('?target_type=withdrawal&limit=2');
    expect(firstPage.map((entry) => entry.target_id)).toEqual(['4', '3']);
    const secondPage = await entries(
      `?target_type=withdrawal&limit=2&before_id=${firstPage[1]!.id}`,
    );
    expect(secondPage.map((entry) => entry.target_id)).toEqual(['2', '1']);

    const everything = await entries('');
    expect(everything.length).toBeGreaterThan(4);
    const ids = everything.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('is readable by finance and support, and not without a session', async () => {
    for (const role of ['finance', 'support'] as const) {
      const { token } = await signInOperator(harness, role);
      expect((await readAudit('?limit=1', token)).statusCode).toBe(200);
    }
    const anonymous = await harness.app.inject({ url: '/admin-api/audit' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a target id without its type and limits outside 1–200', async () => {
    const withoutType = await readAudit('?target_id=5');
    expect(withoutType.statusCode).toBe(422);
    expect(withoutType.json()).toEqual({
      code: codeOf(operatorMessages.targetTypeRequired),
      message: operatorMessages.targetTypeRequired,
      errors: { target_type: [operatorMessages.targetTypeRequired] },
    });
    for (const limit of ['0', '201', '2.5', 'many']) {
      const response = await readAudit(`?limit=${limit}`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject(refusalBody(operatorMessages.limitInvalid));
    }
  });
});
