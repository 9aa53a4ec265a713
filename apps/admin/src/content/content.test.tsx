import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  siteAdminMessages,
  type AdminNotice,
  type AdminSiteSettings,
  type AdminSlider,
  type OutboxResponse,
} from '@khela/contract';
import type { OperatorRole } from '@khela/contract';
import { mockFetch } from '../../../web/src/testing/mock-fetch';
import { meAnswer, renderConsole, signedIn } from '../testing/render-console';

const me = (role: OperatorRole) => meAnswer(role, { id: 1, username: 'maya' });

const settings: AdminSiteSettings = {
  site_title: 'Khela',
  site_status: 1,
  withdrawal_status: 1,
  desktop_mode: 'full',
  system_notice: 'Welcome!',
  whatsapp: 'https://wa.me/8801700000000',
  facebook: null,
  telegram: null,
  live_chat: null,
  affiliate_url: null,
  support_mail: 'support@khela.example',
  logo: '/storage/site/logo.svg',
  mobile_logo: '/storage/site/mobile-logo.svg',
  loader_logo: '/storage/site/loader-logo.svg',
  favicon: '/storage/site/favicon.svg',
  reality_check_minutes: 60,
  helpline_text: null,
  helpline_url: null,
  default_deposit_limit_day_taka: 0,
  default_deposit_limit_week_taka: 0,
  default_deposit_limit_month_taka: 0,
  default_loss_limit_day_taka: 0,
  default_loss_limit_week_taka: 0,
  default_loss_limit_month_taka: 0,
  kyc_withdrawal_threshold_taka: 10_000,
  kyc_lifetime_withdrawal_taka: 100_000,
};

const slider = (id: number, name: string, sort_order: number): AdminSlider => ({
  id,
  name,
  link: '',
  thubmnail: `/storage/sliders/${id}.svg`,
  slider_type: 'Main',
  status: 1,
  sort_order,
});

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:chosen', revokeObjectURL: () => undefined }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Content & settings', () => {
  it('is in the nav for content and turns maintenance on only after the confirm step', async () => {
    signedIn('content');
    let current = settings;
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('content') },
      'GET /admin-api/site/settings': () => ({ body: { settings: current } }),
      'POST /admin-api/site/settings': (request) => {
        current = { ...current, ...(request.body as Partial<AdminSiteSettings>) };
        return { body: { settings: current } };
      },
    });
    renderConsole('/content');
    expect(
      (await screen.findByRole('link', { name: 'Content & settings' })).getAttribute('href'),
    ).toBe('/content');
    const card = await screen.findByRole('group', { name: 'Maintenance' });
    expect(within(card).getByText('Off — site open')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Turn maintenance on…' }));
    const confirm = within(card).getByRole('alertdialog');
    expect(confirm.textContent).toContain("We're currently undergoing Maintenance!");
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Turn maintenance on' }));
    await within(card).findByText('On — site closed to players');
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.body)).toEqual([{ site_status: 0 }]);
  });

  it('shows the server’s field error at the system notice', async () => {
    signedIn('owner');
    mockFetch({
      'GET /admin-api/me': { body: me('owner') },
      'GET /admin-api/site/settings': { body: { settings } },
      'POST /admin-api/site/settings': {
        status: 422,
        body: {
          message: siteAdminMessages.systemNoticeLength,
          errors: { system_notice: [siteAdminMessages.systemNoticeLength] },
        },
      },
    });
    renderConsole('/content/settings');
    const notice = await screen.findByLabelText(/System notice/);
    fireEvent.change(notice, { target: { value: 'Too long' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save site details' }));
    await screen.findByText(siteAdminMessages.systemNoticeLength);
    expect(notice.getAttribute('aria-invalid')).toBe('true');
  });

  it("saves the safer gambling settings: reminder, help line and a new player's limits", async () => {
    signedIn('content');
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('content') },
      'GET /admin-api/site/settings': { body: { settings } },
      'POST /admin-api/site/settings': { body: { settings } },
    });
    renderConsole('/content/safer-gambling');
    const reminder = await screen.findByLabelText(/Reality check for players who chose none/);
    fireEvent.change(reminder, { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Help line'), { target: { value: 'Call 16000' } });
    fireEvent.change(screen.getByLabelText('Deposits per day'), { target: { value: '2,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save safer gambling settings' }));
    await screen.findByText('Safer gambling settings saved.');
    const sent = requests.find((request) => request.method === 'POST')?.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      reality_check_minutes: 30,
      helpline_text: 'Call 16000',
      helpline_url: '',
      default_deposit_limit_day_taka: '2000',
      default_loss_limit_week_taka: 0,
    });
  });

  it('saves the identity thresholds as whole taka', async () => {
    signedIn('owner');
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('owner') },
      'GET /admin-api/site/settings': { body: { settings } },
      'POST /admin-api/site/settings': {
        body: { settings: { ...settings, kyc_withdrawal_threshold_taka: 5_000 } },
      },
    });
    renderConsole('/content/settings');
    const single = await screen.findByLabelText(/One withdrawal above/);
    expect((single as HTMLInputElement).value).toBe('10000');
    fireEvent.change(single, { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save identity thresholds' }));
    await screen.findByText('Saved. The next withdrawal is checked against it.');
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({
      kyc_withdrawal_threshold_taka: 5_000,
      kyc_lifetime_withdrawal_taka: 100_000,
    });
  });

  it('keeps the area from a role without it', async () => {
    signedIn('finance');
    mockFetch({ 'GET /admin-api/me': { body: me('finance') } });
    renderConsole('/dashboard');
    await screen.findByRole('navigation');
    expect(screen.queryByRole('link', { name: 'Content & settings' })).toBeNull();
  });

  it('reorders sliders and deletes one only after confirming', async () => {
    signedIn('content');
    let rows = [slider(1, 'Welcome', 0), slider(2, 'Cricket', 1)];
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('content') },
      'GET /admin-api/site/sliders': () => ({ body: { data: rows } }),
      'POST /admin-api/site/sliders/reorder': () => {
        rows = [rows[1]!, rows[0]!];
        return { body: { data: rows } };
      },
      'POST /admin-api/site/sliders/2/delete': () => {
        rows = rows.filter((row) => row.id !== 2);
        return { body: { message: siteAdminMessages.sliderDeleted } };
      },
    });
    renderConsole('/content/sliders');
    fireEvent.click(await screen.findByRole('button', { name: 'Move Cricket up' }));
    await waitFor(() =>
      expect(requests.find((request) => request.url.pathname.endsWith('/reorder'))?.body).toEqual({
        slider_type: 'Main',
        ids: [2, 1],
      }),
    );
    await waitFor(() => expect(screen.getAllByRole('row')[1]?.textContent).toContain('Cricket'));
    const cricketRow = screen.getAllByRole('row')[1]!;
    fireEvent.click(within(cricketRow).getByRole('button', { name: 'Delete…' }));
    expect(requests.some((request) => request.url.pathname.endsWith('/delete'))).toBe(false);
    fireEvent.click(within(cricketRow).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Cricket')).toBeNull());
  });

  it('checks a chosen slider image before upload and previews a good one', async () => {
    signedIn('content');
    mockFetch({
      'GET /admin-api/me': { body: me('content') },
      'GET /admin-api/site/sliders': { body: { data: [] } },
    });
    renderConsole('/content/sliders');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a slider' }));
    const input = screen.getByLabelText('Image');
    const svg = new File(['<svg/>'], 'banner.svg', { type: 'image/svg+xml' });
    fireEvent.change(input, { target: { files: [svg] } });
    expect(screen.getByText(siteAdminMessages.imageWrongType)).toBeTruthy();
    const png = new File([new Uint8Array([0x89, 0x50])], 'banner.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    expect(screen.queryByText(siteAdminMessages.imageWrongType)).toBeNull();
    expect(screen.getByAltText('Preview of the chosen image').getAttribute('src')).toBe(
      'blob:chosen',
    );
  });

  it('adds a notice and shows a field error from the server', async () => {
    signedIn('content');
    const notices: AdminNotice[] = [];
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('content') },
      'GET /admin-api/site/notices': () => ({ body: { data: notices } }),
      'POST /admin-api/site/notices': (request) => {
        const { message } = request.body as { message: string };
        if (message.trim() === '') {
          return {
            status: 422,
            body: {
              message: siteAdminMessages.noticeRequired,
              errors: { message: [siteAdminMessages.noticeRequired] },
            },
          };
        }
        notices.push({
          id: 1,
          message,
          status: 1,
          sort_order: 0,
          created_at: '2026-11-23T06:00:00Z',
        });
        return { body: notices[0] };
      },
    });
    renderConsole('/content/notices');
    await screen.findByText(/No notices yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Add notice' }));
    await screen.findByText(siteAdminMessages.noticeRequired);
    fireEvent.change(screen.getByLabelText('New notice'), {
      target: { value: 'Final tonight' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add notice' }));
    await screen.findByRole('cell', { name: /Final tonight/ });
    expect(requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
      message: 'Final tonight',
    });
  });

  it('labels the sandbox outbox and filters by channel', async () => {
    signedIn('content');
    const answer: OutboxResponse = {
      sandbox: true,
      codes_shown: true,
      data: [
        {
          id: 3,
          channel: 'sms',
          recipient: '01712345678',
          subject: null,
          body: 'Your Khela password reset code is 482913.',
          status: 'sandbox',
          provider: 'sandbox',
          error: null,
          created_at: '2026-11-23T06:00:00Z',
        },
      ],
      page: 1,
      page_size: 25,
      total: 1,
    };
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('content') },
      'GET /admin-api/outbox': { body: answer },
    });
    renderConsole('/content/outbox');
    expect((await screen.findByRole('note')).textContent).toContain('SANDBOX outbox');
    expect(screen.getByText('Your Khela password reset code is 482913.')).toBeTruthy();
    expect(screen.getByText('Sandbox — not sent')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: 'sms' } });
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('channel')).toBe('sms'));
  });
});
