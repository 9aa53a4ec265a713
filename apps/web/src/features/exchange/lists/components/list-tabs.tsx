/** A row of pill tabs (the In-Play screen's In-Play, Today, Tomorrow, Result; the sport picker). */
export function ListTabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: readonly { value: T; text: string }[];
  selected: T;
  onSelect: (value: T) => void;
}) {
  return (
    <div className="pill-tabs list-tabs" role="group" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          className="pill-tabs__tab list-tabs__tab"
          aria-pressed={tab.value === selected}
          onClick={() => onSelect(tab.value)}
        >
          {tab.text}
        </button>
      ))}
    </div>
  );
}
