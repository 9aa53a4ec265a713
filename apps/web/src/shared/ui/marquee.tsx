/**
 * Text that scrolls sideways for ever at a set speed, paused while pressed or hovered. Two copies
 * of the content follow each other, each at least as wide as the track, so the loop has no seam.
 * The copies' width is read from a ResizeObserver, which reports after the browser's own layout:
 * measuring in a layout effect (as the package used before did, which also injected its style
 * sheet when first loaded) forced a layout of the whole home page in the middle of its first
 * render. Until the width is known the text stands still.
 */
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import './marquee.css';

/** Seconds for one copy to pass, at `speed` pixels a second (0 while the width is unknown). */
export function marqueeSeconds(widthPx: number, speed: number): number {
  if (widthPx <= 0 || speed <= 0) return 0;
  return widthPx / speed;
}

export function Marquee({ speed, children }: { speed: number; children: ReactNode }) {
  const firstCopy = useRef<HTMLDivElement>(null);
  const [widthPx, setWidthPx] = useState(0);
  useEffect(() => {
    const element = firstCopy.current;
    if (!element) return undefined;
    const observer = new ResizeObserver((entries) => {
      const width = entries[0]?.borderBoxSize[0]?.inlineSize ?? element.offsetWidth;
      setWidthPx(Math.round(width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const seconds = marqueeSeconds(widthPx, speed);
  const style =
    seconds > 0 ? ({ '--marquee-seconds': `${seconds.toFixed(2)}s` } as CSSProperties) : undefined;
  return (
    <div className={seconds > 0 ? 'marquee marquee--moving' : 'marquee'} style={style}>
      <div className="marquee__copy" ref={firstCopy}>
        {children}
      </div>
      <div className="marquee__copy">{children}</div>
    </div>
  );
}
