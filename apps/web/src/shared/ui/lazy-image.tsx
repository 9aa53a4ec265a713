/**
 * A picture that names nothing of its own (the card or the row beside it does) and costs nothing
 * until it nears the screen: empty alt, fetched lazily unless `loading` says otherwise, decoded off
 * the main thread. Its width and height keep the layout from jumping while it loads.
 */
import type { ComponentPropsWithoutRef } from 'react';

export type LazyImageProps = ComponentPropsWithoutRef<'img'> & { width: number; height: number };

export function LazyImage({ alt = '', loading = 'lazy', fetchPriority, ...props }: LazyImageProps) {
  // React 18 knows no `fetchPriority` prop: the attribute goes as HTML spells it.
  const priority = fetchPriority === undefined ? undefined : { fetchpriority: fetchPriority };
  return <img alt={alt} loading={loading} decoding="async" {...props} {...priority} />;
}
