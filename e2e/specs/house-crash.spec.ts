// Crash, the house provider's shared round, played in the game frame against the real engine on
// real time (8 s of bets, then the flight): a funded player bets, presses Cash out during the
// flight and is paid ⌊stake × the cash-out multiplier⌋, the balance moving by exactly payout −
// stake. A round can crash before the press (one in 101 at 1.00×); then the loss is checked and
// the next round is played, at most three rounds.
import { type FrameLocator, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import { createPlayer, signInViaApi } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';
import { fundPlayer } from '../fixtures/wallet';

interface CrashBetAnswer {
  bet: {
    round_id: number;
    stake: number;
    status: 'active' | 'cashed_out' | 'lost';
    cashout_multiplier: number | null;
    payout: number;
  };
  balance: number;
}

const FUNDS = 500;
const STAKE = 10;
const ROUNDS_AT_MOST = 3;

const labels = {
  en: {
    tile: 'Crash by Khela Originals',
    title: 'Crash',
    stake: 'Stake',
    placeBet: 'Place bet',
    waiting: 'Waiting for the round to start',
    cashOut: /^Cash out ৳/,
    crashed: /^Crashed at /,
    won: /^You cashed out at /,
    lost: /^You lost /,
  },
  bn: {
    tile: 'Khela Originals-এর Crash',
    title: 'ক্র্যাশ',
    stake: 'স্টেক',
    placeBet: 'বাজি ধরুন',
    waiting: 'রাউন্ড শুরুর অপেক্ষা',
    cashOut: /^ক্যাশ আউট ৳/,
    crashed: /-এ ক্র্যাশ$/,
    won: /জিতেছেন$/,
    lost: /^আপনি .* হেরেছেন/,
  },
} as const;

type Language = keyof typeof labels;

const toPaisa = (taka: number) => Math.round(taka * 100);

/** The balance as the frame's header writes it (these amounts stay below ৳1,000). */
function shownTaka(taka: number, language: Language): string {
  const text = `৳${taka.toFixed(2)}`;
  return language === 'bn' ? text.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!) : text;
}

async function openCrash(page: Page, language: Language): Promise<FrameLocator> {
  const text = labels[language];
  await page.goto('/games?type=EGAME&title=Crash');
  await page.getByRole('button', { name: text.tile }).click();
  await expect(page).toHaveURL('/gamerun');
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: text.title })).toBeVisible();
  return frame;
}

// Each language's rounds are waited out on its own worker and server (playwright.config.ts).
test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'bn'] as const) {
  test(`a bet, a cash-out in the flight and its pay-out (${language})`, async ({
    page,
    request,
  }) => {
    // Real time: a round already flying is waited out (a 10× flight lasts 38 s, and the engine is
    // shared with the test before), then up to three rounds of 8 s of bets and a short flight:
    // within the suite's ceiling for a test (e2e/playwright.config.ts).
    const text = labels[language];
    const player = await createPlayer(request);
    await fundPlayer(request, player, FUNDS);
    if (language === 'bn') await page.addInitScript(() => localStorage.setItem('language', 'bn'));
    await signInViaApi(page, player);
    const frame = await openCrash(page, language);
    const balance = frame.getByTestId('house-balance');
    await expect(balance).toHaveText(shownTaka(FUNDS, language));

    let balancePaisa = toPaisa(FUNDS);
    let cashedOut = false;
    let refusedBets = 0;
    for (let round = 1; round <= ROUNDS_AT_MOST && !cashedOut; round += 1) {
      // Bets open with the next round; a round in flight is waited out.
      const placeBet = frame.getByRole('button', { name: text.placeBet });
      await expect(placeBet).toBeEnabled({ timeout: 90_000 });
      await frame.getByLabel(text.stake, { exact: true }).fill(String(STAKE));
      const betAnswered = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/house/crash/bet') && response.request().method() === 'POST',
      );
      await placeBet.click();
      const betResponse = await betAnswered;
      if (betResponse.status() === 409 && refusedBets < 2) {
        // The last moment of a round's bets can pass between the tap and the server: next round.
        refusedBets += 1;
        round -= 1;
        continue;
      }
      expect(betResponse.status(), await betResponse.text()).toBe(200);
      const bet = (await betResponse.json()) as CrashBetAnswer;
      expect(bet.bet.stake).toBe(STAKE);
      expect(toPaisa(bet.balance)).toBe(balancePaisa - toPaisa(STAKE));
      await expect(frame.getByText(text.waiting)).toBeVisible();
      await expect(balance).toHaveText(shownTaka(bet.balance, language));
      if (round === 1) await shoot(page, `house-crash-betting-${language}`);

      const cashOut = frame.getByRole('button', { name: text.cashOut });
      const crashedLine = frame.getByText(text.crashed);
      await expect(cashOut.or(crashedLine)).toBeVisible({ timeout: 30_000 });
      let answer: CrashBetAnswer | undefined;
      if (await cashOut.isVisible()) {
        if (round === 1) await shoot(page, `house-crash-flight-${language}`);
        const cashoutAnswered = page
          .waitForResponse(
            (response) =>
              response.url().endsWith('/api/house/crash/cashout') &&
              response.request().method() === 'POST',
            { timeout: 10_000 },
          )
          .catch(() => undefined);
        // The round may crash while the button is pressed; the server's answer decides.
        await cashOut.click({ timeout: 5_000 }).catch(() => undefined);
        const response = await cashoutAnswered;
        if (response?.status() === 200) answer = (await response.json()) as CrashBetAnswer;
      }

      if (answer) {
        const multiplier = answer.bet.cashout_multiplier ?? 0;
        expect(answer.bet.status).toBe('cashed_out');
        expect(multiplier).toBeGreaterThanOrEqual(1.01);
        const payoutPaisa = Math.floor((toPaisa(STAKE) * Math.round(multiplier * 100)) / 100);
        expect(toPaisa(answer.bet.payout)).toBe(payoutPaisa);
        expect(toPaisa(answer.balance) - balancePaisa).toBe(payoutPaisa - toPaisa(STAKE));
        balancePaisa = toPaisa(answer.balance);
        await expect(frame.getByTestId('crash-result')).toHaveText(text.won);
        await expect(balance).toHaveText(shownTaka(answer.balance, language));
        await shoot(page, `house-crash-cashed-out-${language}`);
        cashedOut = true;
      } else {
        // Crashed first: the stake is lost and the balance stays down by it.
        balancePaisa -= toPaisa(STAKE);
        await expect(frame.getByTestId('crash-result')).toHaveText(text.lost);
        await expect(balance).toHaveText(shownTaka(balancePaisa / 100, language));
      }
    }
    expect(cashedOut, `no cash-out in ${ROUNDS_AT_MOST} rounds`).toBe(true);

    // The round flies on after the cash-out; a long flight is not waited out to the end.
    const crashed = await frame
      .getByText(text.crashed)
      .waitFor({ timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    if (crashed) {
      await expect(frame.getByTestId('crash-result')).toHaveText(text.won);
      await shoot(page, `house-crash-crashed-${language}`);
    } else {
      test.info().annotations.push({ type: 'note', description: 'the flight outlasted 30 s' });
    }
  });
}
