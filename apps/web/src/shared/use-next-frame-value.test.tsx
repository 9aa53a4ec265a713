// Proves useNextFrameValue: a change is shown only after the next frame, the newest change wins,
// and the first value is shown at once.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNextFrameValue } from './use-next-frame-value';

function Probe({ value }: { value: string }) {
  return <p data-testid="shown">{useNextFrameValue(value)}</p>;
}

const shown = () => screen.getByTestId('shown').textContent;

function drawFrameThenRunTasks() {
  act(() => {
    vi.advanceTimersToNextFrame();
  });
  act(() => {
    vi.runOnlyPendingTimers();
  });
}

describe('useNextFrameValue', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('shows the first value at once and a change only after the next frame', () => {
    const { rerender } = render(<Probe value="Sports" />);
    expect(shown()).toBe('Sports');
    rerender(<Probe value="Slot" />);
    expect(shown()).toBe('Sports');
    // The frame is drawn; the change follows in a task after it.
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(shown()).toBe('Sports');
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(shown()).toBe('Slot');
  });

  it('shows the newest of changes made before the frame', () => {
    const { rerender } = render(<Probe value="Sports" />);
    rerender(<Probe value="Slot" />);
    rerender(<Probe value="Casino" />);
    drawFrameThenRunTasks();
    expect(shown()).toBe('Casino');
  });
});
