/**
 * The origins the game frame may load: this site (the house games) and every switched-on
 * aggregator's launch address. The Content-Security-Policy's frame-src reads this list on each
 * page, so a newly configured aggregator launches without a restart; the list is refreshed when an
 * admin changes a provider on this instance and every minute for changes made on another.
 */
import type { AppContext } from '../../platform/app-context.js';
import { listConfiguredProviders } from './queries.js';

const REFRESH_MS = 60_000;

export interface FrameOrigins {
  /** The aggregators' origins now (this site's own is always allowed besides). */
  list(): readonly string[];
  refresh(): Promise<void>;
  /** Refreshes every minute until stopped; failures keep the last list. */
  startRefreshing(onError: (error: unknown) => void): void;
  stop(): void;
}

/** The origin of a launch template (placeholders may sit in the path or query, never the host). */
export function launchTemplateOrigin(template: string): string | undefined {
  try {
    const url = new URL(template.replace(/\{[a-z]+\}/g, 'x'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const lists = new WeakMap<AppContext, FrameOrigins>();

export function frameOriginsOf(context: AppContext): FrameOrigins {
  const existing = lists.get(context);
  if (existing) return existing;
  let origins: readonly string[] = [];
  let timer: ReturnType<typeof setInterval> | undefined;
  const frameOrigins: FrameOrigins = {
    list: () => origins,
    async refresh() {
      const rows = await listConfiguredProviders(context.db);
      const found = rows
        .filter((row) => row.status === 1)
        .map((row) => launchTemplateOrigin(row.launch_url))
        .filter((origin): origin is string => origin !== undefined);
      origins = [...new Set(found)].sort();
    },
    startRefreshing(onError) {
      if (timer) return;
      timer = setInterval(() => {
        frameOrigins.refresh().catch(onError);
      }, REFRESH_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
  lists.set(context, frameOrigins);
  return frameOrigins;
}
