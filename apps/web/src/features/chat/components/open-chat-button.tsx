/**
 * "Send us a message": straight to the chat box when the conversation is open already, else it
 * opens it first (POST /api/chats) and then goes there. A failure is said under the button.
 */
import { MessageSquarePlus } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import type { Chat } from '@khela/contract';
import { Button } from '../../../shared/ui/button';
import { ButtonLink } from '../../../shared/ui/button-link';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useOpenSupportChat } from '../api/open-chat';
import { useChatErrorText } from '../chat-errors';
import { paths } from '../../../shared/routing/paths';

export function OpenChatButton({
  chats,
  label,
}: {
  chats: readonly Chat[] | undefined;
  label: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useOpenSupportChat();
  const errorText = useChatErrorText();
  const existing = chats?.[0];
  const icon = <MessageSquarePlus size={20} aria-hidden="true" />;

  if (existing) {
    return (
      <ButtonLink to={paths.chatBox.getHref(existing.chat_id)} block icon={icon}>
        {label}
      </ButtonLink>
    );
  }
  return (
    <div className="open-chat stack-2">
      <Button
        block
        icon={icon}
        isBusy={open.isPending}
        busyLabel={t('chat.opening')}
        onClick={() =>
          open.mutate(undefined, {
            onSuccess: (chatId) => void navigate(paths.chatBox.getHref(chatId)),
          })
        }
      >
        {label}
      </Button>
      <FormAlert message={open.isError ? errorText(open.error) : undefined} />
    </div>
  );
}
