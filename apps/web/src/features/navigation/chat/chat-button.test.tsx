// Proves the chat button: a press that moves under 10 px opens chat (here the operator's WhatsApp
// link), a longer move drags the button and opens nothing, and without any channel it is absent.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  generalFixture,
  mockFetch,
  siteHandlers,
  socialLinksFixture,
} from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { ChatButton } from './chat-button';

function press(button: HTMLElement, from: [number, number], to: [number, number]) {
  const pointer = { pointerId: 1, button: 0 };
  fireEvent.pointerDown(button, { ...pointer, clientX: from[0], clientY: from[1] });
  fireEvent.pointerMove(button, { ...pointer, clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(button, { ...pointer, clientX: to[0], clientY: to[1] });
  fireEvent.click(button);
}

describe('ChatButton', () => {
  it('opens WhatsApp on a tap that moves under 10 px', async () => {
    mockFetch(siteHandlers);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<ChatButton />);
    const button = await screen.findByRole('button', { name: 'Chat with support' });
    press(button, [300, 700], [306, 705]);
    expect(open).toHaveBeenCalledWith(generalFixture.whatsapp, '_blank', 'noopener,noreferrer');
  });

  it('moves instead of opening when dragged 10 px or more', async () => {
    mockFetch(siteHandlers);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<ChatButton />);
    const button = await screen.findByRole('button', { name: 'Chat with support' });
    press(button, [300, 700], [250, 600]);
    expect(open).not.toHaveBeenCalled();
    expect(button.style.top).not.toBe('');

    // The next plain tap opens chat again.
    press(button, [250, 600], [251, 600]);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('is not shown when the operator set no chat channel', async () => {
    mockFetch({
      ...siteHandlers,
      'GET /api/general': { body: { ...generalFixture, whatsapp: null } },
      'GET /api/sociallink': { body: { data: { ...socialLinksFixture, whatsapp: null } } },
    });
    const { queryClient } = renderWithProviders(<ChatButton />);
    await vi.waitFor(() => {
      expect(queryClient.getQueryState(['site', 'social-links'])?.status).toBe('success');
      expect(queryClient.getQueryState(['site', 'general'])?.status).toBe('success');
    });
    expect(screen.queryByRole('button', { name: 'Chat with support' })).toBeNull();
  });
});
