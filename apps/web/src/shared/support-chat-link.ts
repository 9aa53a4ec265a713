/**
 * Where a signed-in player's "chat with us" leads: the support chat's route once it is served.
 * The app provides it (only the app knows which routes this build serves); undefined means
 * this site has no support chat screen, and the operator's outside channels are used instead.
 */
import { createContext, useContext } from 'react';

export const SupportChatLinkContext = createContext<string | undefined>(undefined);

export function useSupportChatHref(): string | undefined {
  return useContext(SupportChatLinkContext);
}
