/**
 * A background pass repeated while the app is up: started when the app is ready, never two passes
 * at once (a tick that finds one running is skipped), and the running pass finished before close.
 * The timer does not keep the process alive.
 */

/** The app's hooks, as far as a repeated pass needs them. */
export interface AppLifecycleHooks {
  addHook(name: 'onReady' | 'onClose', hook: () => Promise<void>): unknown;
}

export function repeatWhileUp(
  hooks: AppLifecycleHooks,
  everyMs: number,
  pass: () => Promise<unknown>,
  log: (error: unknown) => void,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  hooks.addHook('onReady', () => {
    timer = setInterval(() => {
      if (running) return;
      running = pass()
        .catch(log)
        .finally(() => {
          running = undefined;
        });
    }, everyMs);
    timer.unref();
    return Promise.resolve();
  });
  hooks.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
