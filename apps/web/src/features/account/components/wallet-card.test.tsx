// Proves the Main Wallet's refresh ([contract: Screens], [contract: Limits]): the icon spins for 500 ms, the button
// stays disabled while it spins, and the balance is fetched again.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/mock-fetch';
import { createTestQueryClient } from '../../../testing/render';
import { WalletCard } from './wallet-card';

describe('WalletCard refresh', () => {
  it('spins for 500 ms and refetches the balance', async () => {
    window.localStorage.setItem('token', 'token-1');
    window.localStorage.setItem('remote_id', '42');
    const { requests } = mockFetch({ 'POST /api/balance': { body: { balance: 10 } } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <WalletCard />
      </QueryClientProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const refresh = screen.getByRole('button', { name: 'Refresh balance' });
    const calls = () => requests.filter((request) => request.url.pathname === '/api/balance');
    const before = calls().length;
    fireEvent.click(refresh);
    const icon = () => refresh.querySelector('svg');
    expect(icon()?.getAttribute('class')).toContain('icon-button__spin');
    expect((refresh as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(icon()?.getAttribute('class')).toContain('icon-button__spin');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(icon()?.getAttribute('class') ?? '').not.toContain('icon-button__spin');
    expect((refresh as HTMLButtonElement).disabled).toBe(false);
    expect(calls().length).toBe(before + 1);
  });
});
