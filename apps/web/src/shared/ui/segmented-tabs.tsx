/**
 * The tablist drawn by segmented-tabs.css (the records' and the recovery page's), kept to the ARIA
 * tabs pattern by `useRovingTabs`.
 */
import { useRovingTabs } from './roving-tabs';

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

export function SegmentedTabs<Tab extends string>({
  tabs,
  selected,
  onSelect,
  label,
  labelOf,
  tabId,
  panelId,
}: SegmentedTabsProps<Tab>) {
  const { onKeyDown, tabProps } = useRovingTabs(tabs, selected, onSelect);
  return (
    <div className="segmented-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          {...tabProps(tab)}
          id={tabId(tab)}
          aria-controls={panelId}
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
