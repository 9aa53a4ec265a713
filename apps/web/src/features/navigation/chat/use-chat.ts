/** The chat channel from the site settings and social links, and a function that opens it. */
import { useGeneral } from '../../../shared/site/get-general';
import { useSocialLinks } from '../../../shared/site/get-social-links';
import { chooseChatChannel, type ChatChannel } from './chat-channel';
import { openChatChannel } from './open-chat';

export function useChat(): { channel: ChatChannel | undefined; open: () => void } {
  const general = useGeneral();
  const social = useSocialLinks();
  const channel = chooseChatChannel(general.data, social.data);
  return {
    channel,
    open: () => {
      if (channel) openChatChannel(channel);
    },
  };
}
