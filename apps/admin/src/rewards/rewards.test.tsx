import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  promotionAdminMessages,
  rewardsAdminMessages,
  vipLevels,
  type PromotionAdmin,
} from '@khela/contract';
import type { OperatorRole } from '@khela/contract';
import { mockFetch } from '../../../web/src/testing/mock-fetch';
import { meAnswer, renderConsole, signedIn } from '../testing/render-console';

const me = (role: OperatorRole) => meAnswer(role, { id: 1, username: 'rina' });

const welcome: PromotionAdmin = {
  id: 4,
  name: 'Welcome Bonus',
  desc: 'Double your first deposit.',
  thumbnail: '/storage/promotions/promotion-1.svg',
  start_date: '2026-11-01',
  end_date: '2027-12-31',
  status: 'display',
  deposit_bouns: 100,
  turnover: 10,
  categories: [99],
  sort_order: 0,
  claims_per_player: 1,
  deposit_claim: 'claimable',
  created_at: '2026-11-01T00:00:00.000Z',
};

const vipSettings = { data: { levels: vipLevels, points_per_100_taka: 1, point_value: 1 } };

function fill(name: string, value: string) {
  const input = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
  if (input === null) throw new Error(`no field ${name}`);
  fireEvent.change(input, { target: { value } });
}

describe('Promotions', () => {
  it('lists promotions and switches one off through a confirm step', async () => {
    signedIn('content');
    let status: PromotionAdmin['status'] = 'display';
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('content') },
      'GET /admin-api/promotions': () => ({ body: { data: [{ ...welcome, status }] } }),
      'POST /admin-api/promotions/4/status': () => {
        status = 'hidden';
        return { body: { message: 'Promotion saved.', data: { ...welcome, status } } };
      },
    });
    renderConsole('/rewards');
    const row = (await screen.findByText('Welcome Bonus')).closest('tr')!;
    expect(within(row).getByText('100 %')).toBeTruthy();
    expect(within(row).getByText('10×')).toBeTruthy();
    expect(within(row).getByText('Listed')).toBeTruthy();
    expect(within(row).getByText('Once')).toBeTruthy();
    expect(within(row).getByText('Claimable').title).toMatch(/deposit select/);
    fireEvent.click(within(row).getByRole('button', { name: 'Switch off' }));
    const confirm = screen.getByRole('group', { name: 'Confirm Off' });
    expect(within(confirm).getByText(/no longer see it nor claim it/)).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Set to Off' }));
    expect(await screen.findByText(/Welcome Bonus is Off/)).toBeTruthy();
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({ status: 'hidden' });
    await waitFor(() =>
      expect(
        within(screen.getByText('Welcome Bonus').closest('tr')!).getByText('Off'),
      ).toBeTruthy(),
    );
  });

  it('says why a deposit may not claim a promotion', async () => {
    signedIn('content');
    mockFetch({
      'GET /admin-api/me': { body: me('content') },
      'GET /admin-api/promotions': {
        body: {
          data: [
            { ...welcome, id: 5, name: 'Cashback', deposit_bouns: 0, deposit_claim: 'no_bonus' },
            { ...welcome, id: 6, name: 'Autumn', deposit_claim: 'ended', end_date: '2026-10-31' },
            { ...welcome, id: 7, name: 'Winter', deposit_claim: 'not_started' },
            { ...welcome, id: 8, name: 'Spring', status: 'hidden', deposit_claim: 'off' },
          ],
        },
      },
    });
    renderConsole('/rewards');
    const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
    const noBonus = within(await rowOf('Cashback')).getByText('No: no deposit bonus');
    expect(noBonus.title).toMatch(/only take on its turnover/);
    expect(within(await rowOf('Autumn')).getByText('No: ended 2026-10-31')).toBeTruthy();
    expect(within(await rowOf('Winter')).getByText('No: starts 2026-11-01')).toBeTruthy();
    expect(within(await rowOf('Spring')).getByText('No: off')).toBeTruthy();
  });

  it('shows field errors, reviews the terms and creates a promotion', async () => {
    signedIn('content');
    const list = [welcome];
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('content') },
      'GET /admin-api/promotions': () => ({ body: { data: list } }),
      'POST /admin-api/promotions': (request) => {
        const body = request.body as Record<string, unknown>;
        if (body['name'] === 'Taken') {
          return {
            status: 422,
            body: { message: 'Check the fields.', errors: { end_date: ['Server says no.'] } },
          };
        }
        const made = { ...welcome, ...body, id: 9 };
        list.push(made);
        return { body: { message: 'Promotion created.', data: made } };
      },
    });
    renderConsole('/rewards/promotions/new');
    await screen.findByRole('form', { name: 'New promotion' });
    fill('deposit_bouns', '600');
    fireEvent.click(screen.getByRole('button', { name: 'Review promotion' }));
    expect(await screen.findByText(promotionAdminMessages.bonusInvalid)).toBeTruthy();
    expect(screen.getByText(promotionAdminMessages.nameRequired)).toBeTruthy();
    expect(document.querySelector('[name="deposit_bouns"]')?.getAttribute('aria-invalid')).toBe(
      'true',
    );

    fill('name', 'Taken');
    fill('desc', 'Twenty-five percent extra.');
    fill('deposit_bouns', '25');
    fill('turnover', '6');
    fireEvent.click(screen.getByRole('button', { name: 'Review promotion' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create promotion' }));
    expect(await screen.findByText('Server says no.')).toBeTruthy();

    fill('name', 'Eid Reload');
    fireEvent.click(screen.getByRole('button', { name: 'Review promotion' }));
    const review = await screen.findByRole('group', { name: 'Review the promotion' });
    expect(within(review).getByText('25 %')).toBeTruthy();
    expect(within(review).getByText('6×')).toBeTruthy();
    fireEvent.click(within(review).getByRole('button', { name: 'Create promotion' }));
    expect(await screen.findByText(/Promotion created/)).toBeTruthy();
    const created = requests.filter((request) => request.method === 'POST').at(-1);
    expect(created?.body).toMatchObject({
      name: 'Eid Reload',
      deposit_bouns: 25,
      turnover: 6,
      status: 'display',
    });
    expect(await screen.findByRole('heading', { name: 'Banner' })).toBeTruthy();
  });

  it('sets how often one player may claim a promotion: once by default, 0 for no limit', async () => {
    signedIn('content');
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('content') },
      'GET /admin-api/promotions': { body: { data: [welcome] } },
      'PUT /admin-api/promotions/4': (request) => ({
        body: {
          message: 'Promotion saved.',
          data: { ...welcome, ...(request.body as Record<string, unknown>) },
        },
      }),
    });
    renderConsole('/rewards/promotions/4');
    await screen.findByRole('form', { name: 'Edit: Welcome Bonus' });
    expect(screen.getByText('Claims per player')).toBeTruthy();
    expect(document.querySelector<HTMLInputElement>('[name="claims_per_player"]')?.value).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Review promotion' }));
    expect(
      within(await screen.findByRole('group', { name: 'Review the promotion' })).getByText('once'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the form' }));

    fill('claims_per_player', '-1');
    fireEvent.click(screen.getByRole('button', { name: 'Review promotion' }));
    expect(await screen.findByText(promotionAdminMessages.claimsInvalid)).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    fill('claims_per_player', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Review promotion' }));
    const review = await screen.findByRole('group', { name: 'Review the promotion' });
    expect(within(review).getByText('with every deposit (no limit)')).toBeTruthy();
    expect(within(review).getByText(/Changes: claims_per_player/)).toBeTruthy();
    fireEvent.click(within(review).getByRole('button', { name: 'Save promotion' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
        claims_per_player: 0,
        deposit_bouns: 100,
      }),
    );
  });
});

describe('VIP levels', () => {
  it('keeps thresholds rising and saves a reviewed change', async () => {
    signedIn('owner');
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('owner') },
      'GET /admin-api/vip': { body: vipSettings },
      'PUT /admin-api/vip': (request) => ({
        body: {
          message: rewardsAdminMessages.vipSaved,
          data: { ...vipSettings.data, point_value: 1.5 },
        },
        status: (request.body as { point_value: number }).point_value === 1.5 ? 200 : 500,
      }),
    });
    renderConsole('/rewards/vip');
    const silver = await screen.findByLabelText('Silver I lifetime points');
    fireEvent.change(silver, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review VIP changes' }));
    expect(await screen.findByText(rewardsAdminMessages.notAscending)).toBeTruthy();
    expect(silver.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(silver, { target: { value: '600' } });
    fill('point_value', '1.5');
    fireEvent.click(screen.getByRole('button', { name: 'Review VIP changes' }));
    const review = await screen.findByRole('group', { name: 'Review VIP changes' });
    expect(within(review).getByText(/One point pays/)).toBeTruthy();
    expect(within(review).queryByText(/Silver I/)).toBeNull();
    fireEvent.click(within(review).getByRole('button', { name: 'Save VIP changes' }));
    expect(await screen.findByText(rewardsAdminMessages.vipSaved)).toBeTruthy();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ points_per_100_taka: 1, point_value: 1.5 });
  });
});

describe('Referral share', () => {
  it('takes a percent, reviews it in basis points and saves', async () => {
    signedIn('content');
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('content') },
      'GET /admin-api/referral-rules': { body: { data: { referral_reward_basis_points: 20 } } },
      'PUT /admin-api/referral-rules': {
        body: {
          message: rewardsAdminMessages.referralSaved,
          data: { referral_reward_basis_points: 150 },
        },
      },
    });
    renderConsole('/rewards/referral');
    const field = await screen.findByLabelText('Share (% of counted stake)');
    expect((field as HTMLInputElement).value).toBe('0.20');
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review share' }));
    expect(await screen.findByText(/Enter a percent from 0 to 10/)).toBeTruthy();
    fireEvent.change(field, { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review share' }));
    const review = await screen.findByRole('group', { name: 'Review the referral share' });
    expect(within(review).getByText('1.50 %')).toBeTruthy();
    fireEvent.click(within(review).getByRole('button', { name: 'Save referral share' }));
    expect(await screen.findByText(rewardsAdminMessages.referralSaved)).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      referral_reward_basis_points: 150,
    });
  });

  it('is refused to a role without it', async () => {
    signedIn('finance');
    mockFetch({ 'GET /admin-api/me': { body: me('finance') } });
    renderConsole('/rewards/referral');
    expect(await screen.findByText(/Your role \(finance\) cannot use this area/)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console areas' });
    expect(within(nav).queryByRole('link', { name: 'Promotions & rewards' })).toBeNull();
  });
});
