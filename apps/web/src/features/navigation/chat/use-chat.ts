/**
 * Where "chat with us" (the round button, Help, the footer's chat link) leads. A signed-in player
 * goes to our own support chat (/chat), whose desk knows the account; /chat needs a login, so a
 * visitor gets the operator's outside channel from the site settings and social links instead.
 */
import { useNavigate } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { useGeneral } from '../../../shared/site/get-general';
import { useSocialLinks } from '../../../shared/site/get-social-links';
import { useSupportChatHref } from '../../../shared/support-chat-link';
import { chooseChatChannel, type ChatChannel } from './chat-channel';
import { openChatChannel } from './open-chat';

export type ChatEntry = ChatChannel | { kind: 'supportDesk'; href: string };

export function useChat(): { channel: ChatEntry | undefined; open: () => void } {
  const general = useGeneral();
  const social = useSocialLinks();
  const { isMember } = useSession();
  const supportChatHref = useSupportChatHref();
  const navigate = useNavigate();
  if (isMember && supportChatHref) {
    return {
      channel: { kind: 'supportDesk', href: supportChatHref },
      open: () => void navigate(supportChatHref),
    };
  }
  const channel = chooseChatChannel(general.data, social.data);
  return {
    channel,
    open: () => {
      if (channel) openChatChannel(channel);
    },
  };
}
