/**
 * A picture that names nothing of its own (the card or the row beside it does) and costs nothing
 * until it nears the screen: empty alt, fetched lazily unless `loading` says otherwise, decoded off
 * the main thread. Its width and height keep the layout from jumping while it loads.
 */
import type { ComponentPropsWithoutRef } from 'react';

export type LazyImageProps = ComponentPropsWithoutRef<'img'> & { width: number; height: number };

export function LazyImage({ alt = '', loading = 'lazy', ...props }: LazyImageProps) {
  return <img alt={alt} loading={loading} decoding="async" {...props} />;
}
