/**
 * The operator's promotion calls: only owner and content may use them; the input's ranges and
 * date order are checked at the field; a created promotion reaches the players' list, switching it
 * to deposit-only or off takes it away; the banner upload sniffs the bytes; every change is in the
 * audit log with its before and after.
 */
import { describe, expect, it } from 'vitest';
import {
  auditListResponseSchema,
  promotionAdminListResponseSchema,
  promotionAdminMessages,
  promotionAdminResponseSchema,
  promotionListResponseSchema,
  type OperatorRole,
} from '@khela/contract';
import { dhakaToday } from '../../platform/db/time.js';
import { testDialect } from '../../testing/build-test-app.js';
import { everyRolePerFile, testAppPerFile } from '../../testing/test-app-per-file.js';
import { callAsOperator } from '../../testing/operators.js';
import { bearer } from '../../testing/players.js';

const harness = testAppPerFile();
const tokens = everyRolePerFile(harness);

const call = (
  role: OperatorRole,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) => callAsOperator(harness, tokens[role], method, `/admin-api${url}`, payload);

const today = dhakaToday();
const nextYear = `${Number(today.slice(0, 4)) + 1}-12-31`;

function promotion(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Eid Reload 25%',
    desc: 'Twenty-five percent extra on every deposit this Eid.',
    start_date: today,
    end_date: nextYear,
    status: 'display',
    deposit_bouns: 25,
    turnover: 6,
    categories: [99, 1],
    sort_order: 3,
    ...overrides,
  };
}

async function playerList() {
  const response = await harness.app.inject({ method: 'GET', url: '/api/promotion' });
  return promotionListResponseSchema.parse(response.json()).data;
}

async function auditOf(id: number) {
  const response = await call('owner', 'GET', `/audit?target_type=promotion&target_id=${id}`);
  return auditListResponseSchema.parse(response.json()).data;
}

async function created(overrides: Record<string, unknown> = {}) {
  const response = await call('content', 'POST', '/promotions', promotion(overrides));
  expect(response.statusCode).toBe(200);
  return promotionAdminResponseSchema.parse(response.json()).data;
}

describe(`operator promotions on ${testDialect}`, () => {
  it('admits owner and content only', async () => {
    for (const role of ['finance', 'support', 'trader'] as const) {
      expect((await call(role, 'GET', '/promotions')).statusCode).toBe(403);
      expect((await call(role, 'POST', '/promotions', promotion())).statusCode).toBe(403);
    }
    expect((await call('owner', 'GET', '/promotions')).statusCode).toBe(200);
    const anonymous = await harness.app.inject({ method: 'GET', url: '/admin-api/promotions' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses out-of-range figures and dates out of order at the field', async () => {
    const response = await call(
      'content',
      'POST',
      '/promotions',
      promotion({ deposit_bouns: 501, turnover: -1, end_date: '2000-01-01', name: ' ' }),
    );
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(errors['deposit_bouns']).toEqual([promotionAdminMessages.bonusInvalid]);
    expect(errors['turnover']).toEqual([promotionAdminMessages.turnoverInvalid]);
    expect(errors['name']).toEqual([promotionAdminMessages.nameRequired]);
    const order = await call(
      'content',
      'POST',
      '/promotions',
      promotion({ end_date: '2000-01-01', start_date: '2000-02-01' }),
    );
    expect(order.json<{ errors: Record<string, string[]> }>().errors['end_date']).toEqual([
      promotionAdminMessages.datesOrder,
    ]);
    const fraction = await call(
      'content',
      'POST',
      '/promotions',
      promotion({ deposit_bouns: 12.5 }),
    );
    expect(fraction.statusCode).toBe(422);
  });

  it('puts a created promotion on the players’ list with its bonus and turnover, audited', async () => {
    const made = await created();
    expect(made).toMatchObject({ name: 'Eid Reload 25%', deposit_bouns: 25, turnover: 6 });
    const listed = (await playerList()).find((entry) => entry.id === made.id);
    expect(listed).toMatchObject({ deposit_bouns: 25, turnover: 6, status: 'display' });
    const [entry] = await auditOf(made.id);
    expect(entry?.action).toBe('promotion.create');
    expect(entry?.detail).toMatchObject({ before: null, after: { deposit_bouns: 25 } });
  });

  it('edits reach the players, and switching off takes the promotion away', async () => {
    const made = await created();
    const edited = await call(
      'content',
      'PUT',
      `/promotions/${made.id}`,
      promotion({ deposit_bouns: 40, turnover: 12 }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await playerList()).find((entry) => entry.id === made.id)).toMatchObject({
      deposit_bouns: 40,
      turnover: 12,
    });
    const off = await call('owner', 'POST', `/promotions/${made.id}/status`, { status: 'hidden' });
    expect(promotionAdminResponseSchema.parse(off.json()).data.status).toBe('hidden');
    expect((await playerList()).some((entry) => entry.id === made.id)).toBe(false);
    const hiddenOne = await harness.app.inject({
      method: 'GET',
      url: `/api/promotions/${made.id}`,
    });
    expect(hiddenOne.statusCode).toBe(404);
    // Still on the operator's list, where it can be switched back on.
    const all = promotionAdminListResponseSchema.parse(
      (await call('content', 'GET', '/promotions')).json(),
    );
    expect(all.data.find((entry) => entry.id === made.id)?.status).toBe('hidden');

    const audit = await auditOf(made.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'promotion.status',
      'promotion.update',
      'promotion.create',
    ]);
    expect(audit[0]?.detail).toMatchObject({
      before: { status: 'display' },
      after: { status: 'hidden' },
    });
    expect(audit[1]?.detail).toEqual({
      before: { name: 'Eid Reload 25%', deposit_bouns: 25, turnover: 6 },
      after: { name: 'Eid Reload 25%', deposit_bouns: 40, turnover: 12 },
    });
  });

  it('answers 404 for a promotion that does not exist, changing nothing', async () => {
    const response = await call('content', 'PUT', '/promotions/999999', promotion());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: promotionAdminMessages.notFound });
    expect(await auditOf(999999)).toEqual([]);
  });

  it('stores a banner by its real type and refuses what is not an image', async () => {
    const made = await created();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const upload = await harness.app.inject({
      method: 'POST',
      url: `/admin-api/promotions/${made.id}/image`,
      headers: { ...bearer(tokens.content), 'content-type': 'image/png' },
      payload: png,
    });
    expect(upload.statusCode).toBe(200);
    const thumbnail = promotionAdminResponseSchema.parse(upload.json()).data.thumbnail;
    expect(thumbnail).toMatch(/^\/storage\/promotions\/promotion-\d+-[0-9a-f]+\.png$/);
    const served = await harness.app.inject({ method: 'GET', url: thumbnail });
    expect(served.statusCode).toBe(200);

    const fake = await harness.app.inject({
      method: 'POST',
      url: `/admin-api/promotions/${made.id}/image`,
      headers: { ...bearer(tokens.content), 'content-type': 'image/png' },
      payload: Buffer.from('%PDF-1.4 not an image'),
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.json<{ errors: Record<string, string[]> }>().errors['image']).toEqual([
      promotionAdminMessages.imageType,
    ]);
    const [entry] = await auditOf(made.id);
    expect(entry?.action).toBe('promotion.image');
  });
});
