/**
 * The pieces every record screen is built of: the heading back to the account, the toolbar that
 * says which filters apply and opens them, and the tabs over the list they show.
 */
import { SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/routing/paths';
import { Button } from '../../../shared/ui/button';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { SegmentedTabs } from '../../../shared/ui/segmented-tabs';

export function RecordHeading({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <ScreenHeading
      title={title}
      backHref={paths.account.getHref()}
      backLabel={t('records.backToAccount')}
    />
  );
}

/** The applied filters, each as `label: value`, and the button that opens the filter panel. */
export function RecordToolbar({
  filters,
  filterLabel,
  onFilter,
}: {
  filters: readonly (readonly [label: string, value: string])[];
  filterLabel: string;
  onFilter: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="record-toolbar row-2">
      <p className="record-toolbar__summary">
        <span className="visually-hidden">{t('records.transactions.activeFilters')}: </span>
        {filters.map(([label, value]) => (
          <span key={label} className="record-chip text-muted-xs">
            {label}: {value}
          </span>
        ))}
      </p>
      <Button
        variant="ghost"
        size="sm"
        icon={<SlidersHorizontal size={18} aria-hidden="true" />}
        onClick={onFilter}
      >
        {filterLabel}
      </Button>
    </div>
  );
}

/** Tabs over one panel; the ids are `<idPrefix>-tab-<tab>` and `<idPrefix>-panel`. */
export function RecordTabs<Tab extends string>({
  idPrefix,
  tabs,
  selected,
  onSelect,
  label,
  labelOf,
  toolbar,
  isBusy,
  children,
}: {
  idPrefix: string;
  tabs: readonly Tab[];
  selected: Tab;
  onSelect: (tab: Tab) => void;
  label: string;
  labelOf: (tab: Tab) => string;
  /** Between the tabs and the panel. */
  toolbar?: ReactNode;
  isBusy: boolean;
  children: ReactNode;
}) {
  const panelId = `${idPrefix}-panel`;
  const tabId = (tab: Tab) => `${idPrefix}-tab-${tab}`;
  return (
    <>
      <SegmentedTabs
        tabs={tabs}
        selected={selected}
        onSelect={onSelect}
        label={label}
        labelOf={labelOf}
        tabId={tabId}
        panelId={panelId}
      />
      {toolbar}
      <section
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(selected)}
        aria-busy={isBusy || undefined}
      >
        {children}
      </section>
    </>
  );
}
