/**
 * The support desk's pub/sub channel: every operator console's chat stream listens on it, so a
 * player's message, a typing player and a colleague's reply or read reach every console (on every
 * server instance when Redis carries the pub/sub). Events travel in the same envelope as a
 * player's (`publishToPlayer`), so the same stream code writes them.
 */
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { publishOnChannel, type PublishOptions } from '../../platform/live/publish.js';

export const SUPPORT_DESK_CHANNEL = 'support-desk';

/** Like publishToPlayer: call after the commit; never rejects; answers whether it was handed over. */
export function publishToDesk(
  pubsub: PubSub,
  event: string,
  data: unknown,
  options: PublishOptions = {},
): Promise<boolean> {
  return publishOnChannel(pubsub, SUPPORT_DESK_CHANNEL, event, data, options);
}
