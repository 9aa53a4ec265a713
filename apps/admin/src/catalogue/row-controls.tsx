/**
 * The controls each catalogue row shares: an on/off switch and Move up / Move down, and the Order
 * column that holds the position and the move buttons.
 */
import type { Column } from '../ui/data-table';
import { movePositions, type Positioned } from './move-positions';

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

/**
 * The first column of every catalogue list: the row's position and its move buttons. A move sends
 * only the positions that change, worked out from the list as shown.
 */
export function orderColumn<Row extends { name: string; sort_order: number }, Key>({
  rows,
  keyOf,
  disabled,
  onMove,
}: {
  rows: readonly Row[];
  keyOf: (row: Row) => Key;
  disabled: boolean;
  onMove: (positions: Positioned<Key>[]) => void;
}): Column<Row> {
  return {
    header: 'Order',
    className: 'nowrap',
    cell: (row, index) => (
      <>
        <span className="position">{row.sort_order}</span>
        <MoveButtons
          name={row.name}
          canUp={index > 0}
          canDown={index < rows.length - 1}
          disabled={disabled}
          onMove={(direction) => {
            const positions = movePositions(
              rows.map((each) => ({ key: keyOf(each), sort_order: each.sort_order })),
              index,
              direction,
            );
            if (positions.length > 0) onMove(positions);
          }}
        />
      </>
    ),
  };
}
