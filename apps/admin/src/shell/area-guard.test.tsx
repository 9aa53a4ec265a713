import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OperatorRole } from '@khela/contract';
import { mockFetch } from '../../../web/src/testing/mock-fetch';
import { meAnswer, renderConsole, signedIn } from '../testing/render-console';
import { areaAt } from './area-guard';

const me = (role: OperatorRole) => meAnswer(role, { id: 4, username: 'carol' });

describe('Areas a role may not use', () => {
  it('finds the area of a path, the longest first', () => {
    expect(areaAt('/players/7')?.label).toBe('Players');
    expect(areaAt('/players')?.label).toBe('Players');
    expect(areaAt('/playersx')).toBeUndefined();
    expect(areaAt('/sign-in')).toBeUndefined();
  });

  it('a content operator typing /players sees why and a way back, and nothing is asked of the server', async () => {
    signedIn('content');
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('content') },
      'GET /admin-api/audit': { body: { data: [] } },
    });
    const { router } = renderConsole('/players/7');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your role (content) cannot use this area.');
    expect(alert.textContent).toContain('owner, support, finance');
    expect(screen.getByRole('heading', { name: 'Players' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/players/7');
    expect(requests.some((request) => request.url.pathname.startsWith('/admin-api/players'))).toBe(
      false,
    );
  });

  it('support typing /operators is refused, with a link to their first area', async () => {
    signedIn('support');
    mockFetch({
      'GET /admin-api/me': { body: me('support') },
      'GET /admin-api/operators': { body: { data: [] } },
    });
    renderConsole('/operators');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your role (support) cannot use this area.',
    );
    expect(screen.getByRole('link', { name: /^Go to / })).toBeTruthy();
  });

  it('an area the role may use opens as usual', async () => {
    signedIn('support');
    mockFetch({
      'GET /admin-api/me': { body: me('support') },
      'GET /admin-api/audit': { body: { data: [] } },
    });
    renderConsole('/audit');
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeTruthy();
    expect(screen.queryByText(/cannot use this area/)).toBeNull();
  });
});
