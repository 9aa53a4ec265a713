// Proves each code-capture route stores its own query parameter under the key of the same name and
// forwards to /signup, and that a missing parameter raises the spec's alert and still forwards.
import { capturedCodeTypes } from '@khela/contract';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '../../shared/i18n/i18n';
import { captureCode } from './code-capture';
import { CodeCaptureScreen } from './screens/code-capture-screen';

const options = {
  signupHref: '/signup',
  missingMessage: (type: string) => `No ${type} found in the URL`,
};

describe('captureCode', () => {
  it.each(capturedCodeTypes)('stores ?%s= under its own key', (type) => {
    const alert = vi.fn();
    expect(captureCode(type, `?${type}=CODE42`, { ...options, alert })).toBe('/signup');
    expect(window.localStorage.getItem(type)).toBe('CODE42');
    expect(alert).not.toHaveBeenCalled();
  });

  it('reads only the parameter named after the route', () => {
    const alert = vi.fn();
    captureCode('agent_code', '?referral_code=WRONG', { ...options, alert });
    expect(window.localStorage.getItem('agent_code')).toBeNull();
    expect(window.localStorage.getItem('referral_code')).toBeNull();
    expect(alert).toHaveBeenCalledWith('No agent_code found in the URL');
  });

  it('alerts on an empty parameter and stores nothing', () => {
    const alert = vi.fn();
    expect(captureCode('referral_code', '?referral_code=%20', { ...options, alert })).toBe(
      '/signup',
    );
    expect(alert).toHaveBeenCalledWith('No referral_code found in the URL');
    expect(window.localStorage.length).toBe(0);
  });
});

describe('CodeCaptureScreen', () => {
  function renderAt(url: string, type: (typeof capturedCodeTypes)[number]) {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const view = render(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={`/${type}`} element={<CodeCaptureScreen type={type} />} />
          <Route path="/signup" element={<p>signup screen</p>} />
        </Routes>
      </MemoryRouter>,
    );
    return { ...view, alert };
  }

  it('stores the code and shows signup', async () => {
    const view = renderAt('/affiliate_code?affiliate_code=AFF9', 'affiliate_code');
    expect(await view.findByText('signup screen')).toBeTruthy();
    expect(window.localStorage.getItem('affiliate_code')).toBe('AFF9');
    expect(view.alert).not.toHaveBeenCalled();
  });

  it('alerts once and goes to signup when the code is missing', async () => {
    const view = renderAt('/referral_code', 'referral_code');
    expect(await view.findByText('signup screen')).toBeTruthy();
    await waitFor(() => expect(view.alert).toHaveBeenCalledTimes(1));
    expect(view.alert).toHaveBeenCalledWith('No referral_code found in the URL');
  });
});
