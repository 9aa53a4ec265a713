/** Waiting states: a spinner inside a busy control, three dots for a whole screen, skeleton blocks. */
import type { CSSProperties } from 'react';
import './loaders.css';

export function Spinner({ size = 18 }: { size?: number }) {
  return <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />;
}

export function DotLoader({ label }: { label: string }) {
  return (
    <span className="dot-loader" role="status">
      <span className="dot-loader__dot" aria-hidden="true" />
      <span className="dot-loader__dot" aria-hidden="true" />
      <span className="dot-loader__dot" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export function Skeleton({
  width,
  height,
  radius,
  className,
  style,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <span
      className={className ? `skeleton ${className}` : 'skeleton'}
      style={{ width, height, borderRadius: radius, ...style }}
      aria-hidden="true"
    />
  );
}
