import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { frameCoalescer } from './frame-coalescer';

describe('frameCoalescer', () => {
  let frames: (() => void)[];
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => undefined;
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const drawFrame = () => {
    const due = frames;
    frames = [];
    for (const callback of due) callback();
  };

  it('hands on only the newest value of those pushed before a frame', () => {
    const handled: number[] = [];
    const coalescer = frameCoalescer((value: number) => handled.push(value));
    coalescer.push(1);
    coalescer.push(2);
    coalescer.push(3);
    expect(handled).toEqual([]);
    drawFrame();
    expect(handled).toEqual([3]);
    coalescer.push(4);
    drawFrame();
    drawFrame();
    expect(handled).toEqual([3, 4]);
  });

  it('drops what is pending when cancelled', () => {
    const handled: number[] = [];
    const coalescer = frameCoalescer((value: number) => handled.push(value));
    coalescer.push(1);
    coalescer.cancel();
    drawFrame();
    expect(handled).toEqual([]);
  });
});
