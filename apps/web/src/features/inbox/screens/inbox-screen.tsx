/**
 * Inbox (/inbox, [contract: Screens], [contract: States]): messages newest first with title, time and the first five
 * words; read ones in the read style. A tap opens the whole message (and marks it read); the menu
 * offers Edit (choose messages, then Read or Delete), Read all and Cancel. Pages load on request,
 * an end note closes the list, and new messages arrive live, or by the spec's 10 s polling while
 * the live stream is down.
 */
import type { InboxMessage } from '@khela/contract';
import { Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/loaders';
import { RetryNote } from '../../../shared/ui/retry-note';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { messagesOf, useInbox } from '../api/get-inbox';
import { useDeleteMessages, useMarkRead } from '../api/update-messages';
import { DeleteDialog } from '../components/delete-dialog';
import { EditBar } from '../components/edit-bar';
import { InboxMenu } from '../components/inbox-menu';
import { InboxRow } from '../components/inbox-row';
import { MessageDialog } from '../components/message-dialog';
import { useInboxLive } from '../use-inbox-live';
import './inbox.css';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { paths } from '../../../shared/routing/paths';

/** How long a message that arrived live keeps its highlight. */
const FRESH_HIGHLIGHT_MS = 4_000;

function RowSkeleton() {
  return (
    <div className="inbox-skeleton box" aria-hidden="true">
      <Skeleton width={36} height={36} radius="var(--radius-pill)" />
      <div className="inbox-skeleton__lines">
        <Skeleton width="55%" height={16} />
        <Skeleton width="35%" height={12} />
        <Skeleton width="80%" height={14} />
      </div>
    </div>
  );
}

function useFreshIds(): [ReadonlySet<number>, (id: number) => void] {
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const [timers] = useState(() => new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => () => timers.forEach((timer) => clearTimeout(timer)), [timers]);
  const add = (id: number) => {
    setFresh((current) => new Set(current).add(id));
    const timer = setTimeout(() => {
      timers.delete(timer);
      setFresh((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }, FRESH_HIGHLIGHT_MS);
    timers.add(timer);
  };
  return [fresh, add];
}

export function InboxScreen() {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const inbox = useInbox();
  const markRead = useMarkRead();
  // Its own instance, so opening a message never shows the Edit bar's Read as busy.
  const markOpenedRead = useMarkRead();
  const deleteMessages = useDeleteMessages();
  const messages = messagesOf(inbox.data);

  const [isEditing, setIsEditing] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [opened, setOpened] = useState<InboxMessage>();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [problem, setProblem] = useState<'read' | 'delete'>();
  const [announcement, setAnnouncement] = useState('');
  const [freshIds, markFresh] = useFreshIds();

  useInboxLive((message) => {
    setAnnouncement(t('inbox.newMessage', { title: translate(message.title) }));
    markFresh(message.id);
  });

  // A message that left the list (deleted elsewhere) cannot stay chosen.
  const visibleSelected = new Set(messages.filter((m) => selected.has(m.id)).map((m) => m.id));
  const unreadIds = messages.filter((message) => !message.is_read).map((message) => message.id);

  const leaveEditing = () => {
    setIsEditing(false);
    setSelected(new Set());
    setProblem(undefined);
  };

  const toggle = (id: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const open = (message: InboxMessage) => {
    setOpened(message);
    if (!message.is_read) markOpenedRead.mutate([message.id]);
  };

  const readChosen = (ids: number[]) => {
    setProblem(undefined);
    markRead.mutate(ids, {
      onSuccess: (outcome) => {
        if (outcome.failed.length > 0) {
          setProblem('read');
          setSelected(new Set(outcome.failed));
        } else if (isEditing) {
          leaveEditing();
        }
      },
      onError: () => setProblem('read'),
    });
  };

  const deleteChosen = () => {
    setProblem(undefined);
    deleteMessages.mutate([...visibleSelected], {
      onSuccess: (outcome) => {
        setIsConfirmingDelete(false);
        if (outcome.failed.length > 0) {
          setProblem('delete');
          setSelected(new Set(outcome.failed));
        } else {
          leaveEditing();
        }
      },
      onError: () => {
        setIsConfirmingDelete(false);
        setProblem('delete');
      },
    });
  };

  let content;
  if (inbox.isPending) {
    content = (
      <div className="inbox-list stack-2" role="status" aria-label={t('inbox.loading')}>
        <RowSkeleton />
        <RowSkeleton />
        <RowSkeleton />
      </div>
    );
  } else if (inbox.isError && messages.length === 0) {
    content = <RetryNote message={t('inbox.loadFailed')} onRetry={() => void inbox.refetch()} />;
  } else if (messages.length === 0) {
    content = (
      <div className="inbox-empty stack-2">
        <Inbox size={40} aria-hidden="true" />
        <p className="inbox-empty__title">{t('inbox.empty')}</p>
        <p className="inbox-empty__hint">{t('inbox.emptyHint')}</p>
      </div>
    );
  } else {
    content = (
      <>
        <ul className="inbox-list stack-2" aria-label={t('inbox.listLabel')}>
          {messages.map((message) => (
            <InboxRow
              key={message.id}
              message={message}
              isEditing={isEditing}
              isSelected={visibleSelected.has(message.id)}
              isFresh={freshIds.has(message.id)}
              onOpen={() => open(message)}
              onToggle={() => toggle(message.id)}
            />
          ))}
        </ul>
        {inbox.hasNextPage ? (
          <Button
            variant="secondary"
            block
            isBusy={inbox.isFetchingNextPage}
            busyLabel={t('inbox.loading')}
            onClick={() => void inbox.fetchNextPage()}
          >
            {t('inbox.loadMore')}
          </Button>
        ) : (
          <p className="inbox-end">{t('inbox.end')}</p>
        )}
        {inbox.isFetchNextPageError ? (
          <RetryNote message={t('inbox.loadFailed')} onRetry={() => void inbox.fetchNextPage()} />
        ) : null}
      </>
    );
  }

  return (
    <div
      className={isEditing ? 'inbox-screen stack-3 inbox-screen--editing' : 'inbox-screen stack-3'}
    >
      <div className="inbox-heading row-2">
        <ScreenHeading
          title={t('inbox.title')}
          backHref={paths.account.getHref()}
          backLabel={t('inbox.backToAccount')}
        />
        {isEditing || messages.length === 0 ? null : (
          <InboxMenu
            canReadAll={unreadIds.length > 0}
            onEdit={() => setIsEditing(true)}
            onReadAll={() => readChosen(unreadIds)}
          />
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {problem ? (
        <p className="notice notice--error" role="alert">
          {problem === 'read' ? t('inbox.readFailed') : t('inbox.deleteFailed')}
        </p>
      ) : null}
      {content}
      {isEditing ? (
        <EditBar
          selectedCount={visibleSelected.size}
          totalCount={messages.length}
          isReading={markRead.isPending}
          onSelectAll={(all) => setSelected(new Set(all ? messages.map((m) => m.id) : []))}
          onRead={() => readChosen([...visibleSelected])}
          onDelete={() => setIsConfirmingDelete(true)}
          onCancel={leaveEditing}
        />
      ) : null}
      {opened ? <MessageDialog listed={opened} onClose={() => setOpened(undefined)} /> : null}
      {isConfirmingDelete ? (
        <DeleteDialog
          count={visibleSelected.size}
          isDeleting={deleteMessages.isPending}
          onConfirm={deleteChosen}
          onClose={() => setIsConfirmingDelete(false)}
        />
      ) : null}
    </div>
  );
}
