/**
 * Announces new inbox messages on the players' live streams, after their transactions commit.
 *
 * `sendInboxMessage` runs inside the caller's transaction (a deposit's approval, say), where no
 * event may leave yet: the transaction could still roll back. So each message is written with
 * `published_at` empty (an outbox), and this dispatcher, every second and right after an
 * operator's send, claims each unannounced message with a conditional update and publishes it.
 * Claims make several server instances announce each message once; a failed publish gives the
 * claim back and a later pass tries again. Callers of sendInboxMessage need do nothing more.
 */
import { liveEvents } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { isoNow } from '../../platform/db/time.js';
import { publishToPlayer } from '../../platform/live/publish.js';
import { repeatWhileUp, type AppLifecycleHooks } from '../../platform/schedule/repeat-while-up.js';
import { toInboxMessage } from './message-shape.js';
import { claimForPublishing, listUnpublishedMessages, releasePublishingClaim } from './queries.js';

export const INBOX_DISPATCH_EVERY_MS = 1000;
const BATCH_SIZE = 100;

/** One pass; answers how many messages it announced. */
export async function dispatchInboxMessages(
  context: AppContext,
  log: (error: unknown) => void,
): Promise<number> {
  const pending = await listUnpublishedMessages(context.db, BATCH_SIZE);
  let announced = 0;
  for (const row of pending) {
    if (!(await claimForPublishing(context.db, row.id, isoNow()))) continue;
    // A message deleted before its announcement needs none; the claim just retires it.
    if (row.deleted_at !== null) continue;
    const published = await publishToPlayer(
      context.pubsub,
      row.user_id,
      liveEvents.inboxMessage,
      toInboxMessage(row),
      { onError: log },
    );
    if (!published) {
      await releasePublishingClaim(context.db, row.id);
      // The pub/sub is down; the rest of the batch would only fail the same way.
      break;
    }
    announced += 1;
  }
  return announced;
}

/** Runs a pass every INBOX_DISPATCH_EVERY_MS while the app is up; the last pass ends before close. */
export function scheduleInboxDispatcher(
  hooks: AppLifecycleHooks,
  context: AppContext,
  log: (error: unknown) => void,
): void {
  repeatWhileUp(hooks, INBOX_DISPATCH_EVERY_MS, () => dispatchInboxMessages(context, log), log);
}
