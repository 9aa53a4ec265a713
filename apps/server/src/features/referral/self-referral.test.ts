/**
 * Self-referral (docs/decisions.md, Self-referral), through the real sign-up, deposit and
 * settlement calls: a sign-up with a referrer's code that repeats the referrer's phone (however
 * written, or one of their extra phones) or e-mail (case, "+tag", Gmail dots) is made without the
 * link and flagged; a downline who deposits from the referrer's mobile-money number stops earning
 * the referrer anything, flagged once; and a legitimate referral still pays.
 */
import { describe, expect, it } from 'vitest';
import { accountMessages, takaToPaisa } from '@khela/contract';
import { isoNow } from '../../platform/db/time.js';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { signupPayload, signUpAndLogIn } from '../../testing/players.js';
import { reportSettledStake } from '../../testing/settled-stakes.js';
import { fundPlayer, walletPlayer, type WalletPlayer } from '../../testing/wallet.js';
import { emailKey, phoneKey } from './self-referral.js';

const harness = testAppPerFile({ seedDemoData: true });

async function userRow(userId: number) {
  return harness.context.db
    .selectFrom('users')
    .select(['id', 'referral_code', 'referred_by_user_id', 'phone', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Signs up through the API and answers the new account's row. */
async function signUp(overrides: Record<string, unknown>) {
  const payload = signupPayload(overrides);
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/v1/create-players',
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  const row = await harness.context.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', String(payload['username']))
    .executeTakeFirstOrThrow();
  return userRow(Number(row.id));
}

async function flagsOf(downlineUserId: number) {
  const rows = await harness.context.db
    .selectFrom('referral_flags')
    .select(['reason', 'referrer_user_id'])
    .where('downline_user_id', '=', downlineUserId)
    .execute();
  return rows.map((row) => ({ reason: row.reason, referrer: Number(row.referrer_user_id) }));
}

async function auditedSelfReferrals(downlineUserId: number) {
  return harness.context.db
    .selectFrom('audit_log')
    .select(['action', 'detail'])
    .where('target_type', '=', 'user')
    .where('target_id', '=', String(downlineUserId))
    .where('action', '=', 'referral.self_referral')
    .execute();
}

async function rewardPaisaOf(downlineUserId: number): Promise<number> {
  const row = await harness.context.db
    .selectFrom('referral_earnings')
    .select('reward_paisa')
    .where('downline_user_id', '=', downlineUserId)
    .executeTakeFirst();
  return Number(row?.reward_paisa ?? 0);
}

describe(`self-referral on ${testDialect}`, () => {
  it('keys phones and e-mails the way one person writes them twice', () => {
    expect(phoneKey('+880 1711-223344')).toBe('01711223344');
    expect(phoneKey('8801711223344')).toBe('01711223344');
    expect(phoneKey('1711223344')).toBe('01711223344');
    expect(phoneKey('01711223344')).toBe('01711223344');
    expect(emailKey(' Rahim.Uddin+2@GoogleMail.com ')).toBe('rahimuddin@gmail.com');
    expect(emailKey('Rahim.Uddin+bonus@Example.com')).toBe('rahim.uddin@example.com');
  });

  it('refuses the referrer’s phone written as +880 outright: it is the same, taken number', async () => {
    const referrer = await signUp({});
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/create-players',
      payload: signupPayload({
        referral_code: referrer.referral_code,
        phone: `+88 ${referrer.phone}`,
      }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors['phone']).toEqual([
      accountMessages.phoneTaken,
    ]);
  });

  it('signs up with the referrer’s phone written without its 0 without the link, and flags it', async () => {
    const referrer = await signUp({});
    const second = await signUp({
      referral_code: referrer.referral_code,
      phone: referrer.phone.slice(1),
    });
    expect(second.referred_by_user_id).toBeNull();
    expect(await flagsOf(second.id)).toEqual([{ reason: 'same_phone', referrer: referrer.id }]);
    const audited = await auditedSelfReferrals(second.id);
    expect(audited).toHaveLength(1);
    expect(JSON.parse(audited[0]?.detail ?? '{}')).toEqual({
      referrer_user_id: referrer.id,
      reason: 'same_phone',
    });
  });

  it('refuses the link for one of the referrer’s extra phones', async () => {
    const referrer = await signUp({});
    const extra = '01911000777';
    await harness.context.db
      .insertInto('extra_phones')
      .values({
        user_id: referrer.id,
        slot: 1,
        phone: extra,
        verified_at: null,
        created_at: isoNow(),
      })
      .execute();
    // Written without its 0, a different stored number that the uniqueness check lets through.
    const second = await signUp({ referral_code: referrer.referral_code, phone: extra.slice(1) });
    expect(second.referred_by_user_id).toBeNull();
    expect(await flagsOf(second.id)).toEqual([{ reason: 'same_phone', referrer: referrer.id }]);
  });

  it('refuses the link for the referrer’s e-mail in other case, with a tag and Gmail dots', async () => {
    const referrer = await signUp({ email: `rahim${Date.now()}@gmail.com` });
    const [name] = referrer.email.split('@');
    const second = await signUp({
      referral_code: referrer.referral_code,
      email: `${(name ?? '').toUpperCase().replace('RAHIM', 'RA.HIM')}+farm@GMAIL.com`,
    });
    expect(second.referred_by_user_id).toBeNull();
    expect(await flagsOf(second.id)).toEqual([{ reason: 'same_email', referrer: referrer.id }]);
  });

  it('pays a legitimate referral, and stops once the downline pays from the referrer’s number', async () => {
    const referrer: WalletPlayer = await walletPlayer(harness);
    await fundPlayer(harness, referrer, 500);
    const { referral_code: code } = await userRow(referrer.remote_id);
    const downline = await signUpAndLogIn(harness.app, { referral_code: code });
    expect((await userRow(downline.remote_id)).referred_by_user_id).toBe(referrer.remote_id);
    expect(await flagsOf(downline.remote_id)).toEqual([]);
    await harness.context.db
      .updateTable('users')
      .set({ phone_verified_at: isoNow() })
      .where('id', '=', downline.remote_id)
      .execute();
    const { phone } = await userRow(downline.remote_id);
    // Its own number: the referrer earns 20 basis points of ৳5,000.
    await fundPlayer(harness, { ...downline, phone }, 500);
    await reportSettledStake(harness, downline.remote_id, 5_000);
    expect(await rewardPaisaOf(downline.remote_id)).toBe(takaToPaisa(10));

    // Then a deposit sent from the referrer's own mobile-money number.
    await fundPlayer(harness, { ...downline, phone: referrer.phone }, 500);
    await reportSettledStake(harness, downline.remote_id, 5_000);
    await reportSettledStake(harness, downline.remote_id, 5_000);
    expect(await rewardPaisaOf(downline.remote_id)).toBe(takaToPaisa(10));
    expect(await flagsOf(downline.remote_id)).toEqual([
      { reason: 'shared_payment_number', referrer: referrer.remote_id },
    ]);
    expect(await auditedSelfReferrals(downline.remote_id)).toHaveLength(1);
  });
});
