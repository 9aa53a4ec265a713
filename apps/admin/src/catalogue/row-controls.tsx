/** The controls each catalogue row shares: an on/off switch and Move up / Move down. */
export function Toggle({
  label,
  checked,
  disabled,
  onChange,
}: {
  /** Read by screen readers, e.g. "Featured: Lucky Padma". */
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (next: boolean) => void;
}) {
  return (
    <input
      className="toggle"
      type="checkbox"
      role="switch"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

export function MoveButtons({
  name,
  canUp,
  canDown,
  disabled,
  onMove,
}: {
  name: string;
  canUp: boolean;
  canDown: boolean;
  disabled: boolean;
  onMove: (direction: -1 | 1) => void;
}) {
  return (
    <span className="move-buttons">
      <button
        className="button button-quiet move-button"
        type="button"
        aria-label={`Move ${name} up`}
        title="Move up"
        disabled={disabled || !canUp}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        className="button button-quiet move-button"
        type="button"
        aria-label={`Move ${name} down`}
        title="Move down"
        disabled={disabled || !canDown}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
    </span>
  );
}
