/**
 * The ARIA tabs pattern's keyboard, for any tablist: only the selected tab is in the Tab order,
 * the arrow keys move to the next or the previous one round the ends, Home and End to the first
 * and the last, and the tab moved to takes the focus.
 */
import { useRef, type KeyboardEvent } from 'react';

function tabForKey<Tab>(tabs: readonly Tab[], selected: Tab, key: string): Tab | undefined {
  const index = tabs.indexOf(selected);
  if (key === 'ArrowRight') return tabs[(index + 1) % tabs.length];
  if (key === 'ArrowLeft') return tabs[(index - 1 + tabs.length) % tabs.length];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[tabs.length - 1];
  return undefined;
}

export function useRovingTabs<Tab>(
  tabs: readonly Tab[],
  selected: Tab,
  onSelect: (tab: Tab) => void,
) {
  const refs = useRef(new Map<Tab, HTMLButtonElement>());
  /** The tablist's `onKeyDown`. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = tabForKey(tabs, selected, event.key);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    refs.current.get(next)?.focus();
  };
  /** What every tab button takes besides its own id, panel, look and click. */
  const tabProps = (tab: Tab) => ({
    ref: (element: HTMLButtonElement | null) => {
      if (element) refs.current.set(tab, element);
      else refs.current.delete(tab);
    },
    type: 'button' as const,
    role: 'tab',
    'aria-selected': tab === selected,
    tabIndex: tab === selected ? 0 : -1,
  });
  /** Brings a tab of a scrolling tablist into view. */
  const scrollTo = (tab: Tab) =>
    refs.current.get(tab)?.scrollIntoView({ block: 'nearest', inline: 'center' });
  return { onKeyDown, tabProps, scrollTo };
}
