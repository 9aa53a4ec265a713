/** Promotions: the running list, one promotion, hidden and ended ones, bad ids; and market blocks. */
import { describe, expect, it } from 'vitest';
import {
  marketBlockResponseSchema,
  promotionListResponseSchema,
  promotionMessages,
  promotionResponseSchema,
} from '@khela/contract';
import { dhakaToday } from '../../platform/db/time.js';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { bearer, signUpAndLogIn } from '../../testing/players.js';
import { setMarketBlock } from '../market-block/service.js';

const harness = testAppPerFile({ seedDemoData: true });

const get = (url: string, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: 'GET', url, headers });

describe(`promotions on ${testDialect}`, () => {
  it('lists running promotions with their images, with or without a bearer', async () => {
    const anonymous = promotionListResponseSchema.parse((await get('/api/promotion')).json());
    expect(anonymous.data.length).toBeGreaterThanOrEqual(4);
    expect(anonymous.data[0]).toMatchObject({ status: 'display', deposit_bouns: 100 });
    expect((await get(anonymous.data[0]!.thumbnail)).statusCode).toBe(200);
    const player = await signUpAndLogIn(harness.app);
    const signedIn = promotionListResponseSchema.parse(
      (await get('/api/promotion', bearer(player.token))).json(),
    );
    expect(signedIn.data.map((promotion) => promotion.id)).toEqual(
      anonymous.data.map((promotion) => promotion.id),
    );
  });

  it('leaves out hidden, ended and future promotions', async () => {
    const list = promotionListResponseSchema.parse((await get('/api/promotion')).json());
    const [hidden, ended, future] = list.data;
    await harness.context.db
      .updateTable('promotions')
      .set({ status: 'hidden' })
      .where('id', '=', hidden!.id)
      .execute();
    await harness.context.db
      .updateTable('promotions')
      .set({ end_date: '2020-01-01' })
      .where('id', '=', ended!.id)
      .execute();
    await harness.context.db
      .updateTable('promotions')
      .set({ start_date: '2999-01-01' })
      .where('id', '=', future!.id)
      .execute();
    const after = promotionListResponseSchema.parse((await get('/api/promotion')).json());
    expect(after.data.map((promotion) => promotion.id)).not.toContain(hidden!.id);
    expect(after.data.map((promotion) => promotion.id)).not.toContain(ended!.id);
    expect(after.data.map((promotion) => promotion.id)).not.toContain(future!.id);
    expect((await get(`/api/promotions/${hidden!.id}`)).statusCode).toBe(404);
    const today = dhakaToday();
    await harness.context.db
      .updateTable('promotions')
      .set({ status: 'display', start_date: today, end_date: '2999-12-31' })
      .execute();
  });

  it('answers one promotion by id', async () => {
    const list = promotionListResponseSchema.parse((await get('/api/promotion')).json());
    const one = promotionResponseSchema.parse(
      (await get(`/api/promotions/${list.data[1]!.id}`)).json(),
    );
    expect(one.data).toEqual(list.data[1]);
  });

  it.each([
    ['/api/promotions/999999', 404],
    ['/api/promotions/abc', 422],
    ['/api/promotions/0', 422],
  ])('%s answers %i with a message', async (url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json<{ message: string }>().message).toBe(promotionMessages.notFound);
  });

  it('takes dates in Asia/Dhaka: 20:00 UTC on 31 Dec is already 1 Jan there', () => {
    expect(dhakaToday(Date.UTC(2026, 11, 31, 20, 0))).toBe('2027-01-01');
    expect(dhakaToday(Date.UTC(2026, 11, 31, 17, 59))).toBe('2026-12-31');
  });
});

describe(`market block on ${testDialect}`, () => {
  it('is open by default, reports what the upline set, and needs a bearer', async () => {
    const player = await signUpAndLogIn(harness.app);
    const open = marketBlockResponseSchema.parse(
      (await get('/api/market/block', bearer(player.token))).json(),
    );
    expect(open).toEqual({ exchange_market: 1, cs_market: 1, status: 'active' });
    await setMarketBlock(harness.context.db, player.remote_id, {
      exchange_market: 0,
      cs_market: 1,
      status: 'blocked',
    });
    const blocked = marketBlockResponseSchema.parse(
      (await get('/api/market/block', bearer(player.token))).json(),
    );
    expect(blocked).toEqual({ exchange_market: 0, cs_market: 1, status: 'blocked' });
    expect((await get('/api/market/block')).statusCode).toBe(401);
  });
});
