/**
 * What an operator's edit means for bonuses already claimed (docs/decisions.md, Promotions and
 * rewards): the bonus percent is fixed when the deposit is made, the turnover multiple when the
 * deposit is approved, and an approved bonus's turnover never changes afterwards.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { promotionAdminResponseSchema, turnoversResponseSchema } from '@khela/contract';
import { dhakaToday } from '../../platform/db/time.js';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { signInOperator } from '../../testing/operators.js';
import { bearer } from '../../testing/players.js';
import {
  fundPlayer,
  mainBalance,
  reportManualDeposit,
  walletPlayer,
  type WalletPlayer,
} from '../../testing/wallet.js';
import { getAs, postAs } from '../../testing/requests.js';

const harness = testAppPerFile({ seedDemoData: true });
let content: string;

beforeAll(async () => {
  content = (await signInOperator(harness, 'content')).token;
});

function terms(bonus: number, turnover: number) {
  const today = dhakaToday();
  return {
    name: 'Weekend Reload',
    desc: 'Extra on every deposit this weekend.',
    start_date: today,
    end_date: `${Number(today.slice(0, 4)) + 1}-12-31`,
    status: 'active',
    deposit_bouns: bonus,
    turnover,
  };
}

async function requiredTurnover(player: WalletPlayer): Promise<number[]> {
  const response = await getAs(
    harness,
    player.token,
    `/api/turnovers?remote_id=${player.remote_id}`,
  );
  return turnoversResponseSchema
    .parse(response.json())
    .turnover.map((entry) => entry.required_turnover);
}

describe(`editing a claimed promotion on ${testDialect}`, () => {
  it('reaches later deposits and approvals, never an approved bonus', async () => {
    const created = await postAs(harness, content, '/admin-api/promotions', terms(10, 3));
    const { id } = promotionAdminResponseSchema.parse(created.json()).data;

    const approvedBefore = await walletPlayer(harness);
    await fundPlayer(harness, approvedBefore, 1000, { promotion: id });
    const pendingAcross = await walletPlayer(harness);
    const { transactionId } = await reportManualDeposit(harness, pendingAcross, {
      amount: 1000,
      promotion: id,
    });

    const edited = await harness.app.inject({
      method: 'PUT',
      url: `/admin-api/promotions/${id}`,
      headers: bearer(content),
      payload: terms(50, 5),
    });
    expect(edited.statusCode).toBe(200);

    const finance = await signInOperator(harness, 'finance');
    const approve = await postAs(
      harness,
      finance.token,
      `/admin-api/deposits/${transactionId}/approve`,
    );
    expect(approve.statusCode).toBe(200);
    const after = await walletPlayer(harness);
    await fundPlayer(harness, after, 1000, { promotion: id });

    // Approved before the edit: 10 % bonus, 3 × (1,000 + 100).
    expect(await mainBalance(harness, approvedBefore)).toBe(1100);
    expect(await requiredTurnover(approvedBefore)).toEqual([3300]);
    // Made before, approved after: the bonus it was offered, the turnover of the approval.
    expect(await mainBalance(harness, pendingAcross)).toBe(1100);
    expect(await requiredTurnover(pendingAcross)).toEqual([5500]);
    // Made after: the new terms throughout.
    expect(await mainBalance(harness, after)).toBe(1500);
    expect(await requiredTurnover(after)).toEqual([7500]);
  });
});
