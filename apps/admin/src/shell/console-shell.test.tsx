import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operatorRoles } from '@khela/contract';
import { mockFetch } from '../../../web/src/testing/mock-fetch';
import { renderConsole, signedIn } from '../testing/render-console';
import { areasFor } from './console-areas';

describe('Console shell', () => {
  it('shows the operator, their role and only the built areas they may use', async () => {
    signedIn('trader');
    mockFetch({
      'GET /admin-api/me': {
        body: {
          operator: { id: 3, username: 'tina', role: 'trader' },
          totp_enabled: false,
          totp_setup_required: false,
        },
      },
      'GET /admin-api/audit': { body: { data: [] } },
      'GET /admin-api/exchange/events': { body: { data: [] } },
    });
    renderConsole('/');
    expect(await screen.findByText('tina')).toBeTruthy();
    expect(screen.getByLabelText('Role: trader')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console areas' });
    const links = Array.from(nav.querySelectorAll('a')).map((link) => link.textContent);
    expect(links).toEqual(['Trading', 'Audit log']);
    expect(screen.getByRole('link', { name: 'Set up 2-step sign-in' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Trading' })).toBeTruthy();
  });

  it('never lists an area without a screen, for any role', () => {
    for (const role of operatorRoles) {
      for (const area of areasFor(role)) expect(area.path).toMatch(/^\//);
    }
    expect(areasFor('content').map((area) => area.label)).toEqual([
      'Content & settings',
      'Promotions & rewards',
      'Catalogue',
      'Audit log',
    ]);
  });
});
