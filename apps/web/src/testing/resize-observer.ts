// For the parts that measure themselves with a ResizeObserver: jsdom has no layout, and the
// setup's observer never reports. Called at the top of a test file, this makes each observed
// element report once, after the current task as a browser does, with the given border box.
import { afterEach, beforeEach } from 'vitest';

export function reportObservedSizes(borderBox = { inlineSize: 0, blockSize: 0 }): void {
  class ReportingResizeObserver implements ResizeObserver {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element): void {
      const entry = { target, borderBoxSize: [borderBox] } as unknown as ResizeObserverEntry;
      setTimeout(() => this.report([entry], this), 0);
    }
    unobserve(): void {}
    disconnect(): void {}
  }
  const silentObserver = window.ResizeObserver;
  beforeEach(() => {
    window.ResizeObserver = ReportingResizeObserver;
  });
  afterEach(() => {
    window.ResizeObserver = silentObserver;
  });
}
