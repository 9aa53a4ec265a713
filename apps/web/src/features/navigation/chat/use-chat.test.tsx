// Proves where "chat with us" leads: a signed-in player's tap opens our support chat (/chat) even
// when the operator set an outside channel; a visitor still gets the outside channel.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, siteHandlers } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { SupportChatLinkContext } from '../../../shared/support-chat-link';
import { ChatButton } from './chat-button';

function renderButton() {
  return renderWithProviders(
    <SupportChatLinkContext.Provider value="/chat">
      <ChatButton />
    </SupportChatLinkContext.Provider>,
  );
}

describe('useChat', () => {
  it('takes a signed-in player to the support chat', async () => {
    window.localStorage.setItem('token', 'token-1');
    mockFetch(siteHandlers);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { pathname } = renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with support' }));
    expect(pathname()).toBe('/chat');
    expect(open).not.toHaveBeenCalled();
  });

  it('gives a visitor the operator’s outside channel', async () => {
    mockFetch(siteHandlers);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { pathname } = renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with support' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(pathname()).toBe('/');
  });
});
