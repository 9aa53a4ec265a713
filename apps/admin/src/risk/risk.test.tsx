import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RiskFlag } from '@khela/contract';
import { mockFetch } from '../../../web/src/testing/mock-fetch';
import { emptyLedger, playerDetail } from '../testing/player-fixture';
import { meAnswer, renderConsole, signedIn } from '../testing/render-console';

const sharedNumber: RiskFlag = {
  id: 'shared_sender_number:01911112222',
  kind: 'shared_sender_number',
  reason: 'Deposits from sender number 01911112222 on 2 accounts.',
  raised_at: '2026-11-23T05:00:00.000Z',
  players: [
    { id: 7, username: 'rahim77' },
    { id: 8, username: 'karim88' },
  ],
  rows: [
    { kind: 'deposit', ref: 'DAAAA11111', user_id: 7, at: '2026-11-23T04:00:00.000Z' },
    { kind: 'deposit', ref: 'DBBBB22222', user_id: 8, at: '2026-11-23T05:00:00.000Z' },
  ],
};

const page = (data: RiskFlag[]) => ({
  data,
  page: 1,
  per_page: 20,
  total: data.length,
  last_page: 1,
});

describe('Risk flags', () => {
  it('lists flags with links to both players and the rows, filtered by kind', async () => {
    signedIn('finance');
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: meAnswer('finance') },
      'GET /admin-api/risk/flags': (request) => ({
        body: page(request.url.searchParams.get('kind') === 'opposite_sides' ? [] : [sharedNumber]),
      }),
    });
    renderConsole('/money/risk');
    const flag = await screen.findByRole('listitem', { name: 'Shared sender number' });
    expect(within(flag).getByText(sharedNumber.reason)).toBeTruthy();
    expect(within(flag).getByRole('link', { name: 'karim88' }).getAttribute('href')).toBe(
      '/players/8',
    );
    expect(within(flag).getByText('DAAAA11111')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'opposite_sides' } });
    expect(await screen.findByText('No flags.')).toBeTruthy();
    expect(requests.at(-1)?.url.searchParams.get('kind')).toBe('opposite_sides');
  });

  it('holds a player’s withdrawals with a reason and releases the hold', async () => {
    signedIn('finance');
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: meAnswer('finance') },
      'GET /admin-api/players/7': { body: playerDetail },
      'GET /admin-api/players/7/ledger': { body: emptyLedger },
      'GET /admin-api/players/7/withdrawal-hold': { body: { hold: null } },
      'GET /admin-api/risk/flags': { body: page([sharedNumber]) },
      'POST /admin-api/players/7/withdrawal-hold': {
        body: {
          message: 'Withdrawals held.',
          hold: {
            id: 3,
            reason: 'Shares a sender number',
            placed_by: 'finance1',
            placed_at: '2026-11-23T06:00:00.000Z',
          },
        },
      },
      'POST /admin-api/players/7/withdrawal-hold/release': {
        body: { message: 'Hold released.', hold: null },
      },
    });
    renderConsole('/players/7');
    expect(await screen.findByText('Withdrawals are not held.')).toBeTruthy();
    expect(await screen.findByRole('listitem', { name: 'Shared sender number' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hold withdrawals' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Give the reason');
    fireEvent.change(screen.getByLabelText('Reason for the hold'), {
      target: { value: 'Shares a sender number' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hold withdrawals' }));
    expect((await screen.findByRole('note')).textContent).toContain('Shares a sender number');
    expect(screen.getByRole('status').textContent).toContain('Withdrawals held.');

    fireEvent.change(screen.getByLabelText('Reason for the release'), {
      target: { value: 'Number checked with the player' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Release hold' }));
    expect(await screen.findByText('Withdrawals are not held.')).toBeTruthy();
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'POST').map((r) => r.body)).toEqual([
        { reason: 'Shares a sender number' },
        { reason: 'Number checked with the player' },
      ]),
    );
  });

  it('shows support neither the tab nor the hold', async () => {
    signedIn('support');
    mockFetch({
      'GET /admin-api/me': { body: meAnswer('support') },
      'GET /admin-api/players/7': { body: playerDetail },
      'GET /admin-api/players/7/ledger': { body: emptyLedger },
    });
    renderConsole('/players/7');
    await screen.findByRole('heading', { name: /rahim77/ });
    expect(screen.queryByRole('heading', { name: 'Hold on withdrawals' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Risk flags' })).toBeNull();
  });
});
