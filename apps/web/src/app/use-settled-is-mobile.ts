/** Which presentation, phone or desktop, the route tree follows. */
import { useEffect, useState } from 'react';
import { useIsMobile } from '../shared/use-media-query';

/** How long the width must stay on one side of 768 px before the presentation changes. */
const PRESENTATION_SETTLE_MS = 250;

/**
 * Whether the phone presentation applies, once the window has settled on one side of the
 * breakpoint. Switching presentations swaps the whole route tree (a half-filled form starts over),
 * so a passing width (a window being dragged, a browser briefly resizing for a full-page capture)
 * must not cause it.
 */
export function useSettledIsMobile(): boolean {
  const isMobile = useIsMobile();
  const [settled, setSettled] = useState(isMobile);
  useEffect(() => {
    if (isMobile === settled) return undefined;
    const timer = window.setTimeout(() => setSettled(isMobile), PRESENTATION_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [isMobile, settled]);
  return settled;
}
