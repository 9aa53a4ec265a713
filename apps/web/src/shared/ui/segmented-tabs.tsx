/**
 * The tablist drawn by segmented-tabs.css (the records' and the recovery page's), kept to the ARIA
 * tabs pattern in one place: only the selected tab is in the Tab order, the arrow keys move to the
 * next or the previous one round the ends, Home and End to the first and the last.
 */
import { useRef, type KeyboardEvent } from 'react';

export interface SegmentedTabsProps<Tab extends string> {
  tabs: readonly Tab[];
  selected: Tab;
  onSelect: (tab: Tab) => void;
  /** The tablist's accessible name. */
  label: string;
  labelOf: (tab: Tab) => string;
  tabId: (tab: Tab) => string;
  /** The id of the panel every tab controls. */
  panelId: string;
}

function tabForKey<Tab>(tabs: readonly Tab[], selected: Tab, key: string): Tab | undefined {
  const index = tabs.indexOf(selected);
  if (key === 'ArrowRight') return tabs[(index + 1) % tabs.length];
  if (key === 'ArrowLeft') return tabs[(index - 1 + tabs.length) % tabs.length];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[tabs.length - 1];
  return undefined;
}

export function SegmentedTabs<Tab extends string>({
  tabs,
  selected,
  onSelect,
  label,
  labelOf,
  tabId,
  panelId,
}: SegmentedTabsProps<Tab>) {
  const refs = useRef(new Map<Tab, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabForKey(tabs, selected, event.key);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div className="segmented-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            if (element) refs.current.set(tab, element);
            else refs.current.delete(tab);
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === selected}
          aria-controls={panelId}
          tabIndex={tab === selected ? 0 : -1}
          className={
            tab === selected
              ? 'segmented-tabs__tab segmented-tabs__tab--selected'
              : 'segmented-tabs__tab'
          }
          onClick={() => onSelect(tab)}
        >
          {labelOf(tab)}
        </button>
      ))}
    </div>
  );
}
