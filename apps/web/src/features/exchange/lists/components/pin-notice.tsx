/** What the last pin did, read out politely; always in the page so screen readers hear changes. */
import type { PinNotice as Notice } from '../use-pin-toggle';

export function PinNotice({ notice }: { notice: Notice | undefined }) {
  return (
    <p
      className={`pin-notice${notice?.isWarning ? ' pin-notice--warning' : ''}${notice ? '' : ' pin-notice--empty'}`}
      role="status"
      data-testid="pin-notice"
    >
      {notice?.text}
    </p>
  );
}
