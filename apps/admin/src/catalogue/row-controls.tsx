/**
 * The controls each catalogue row shares: an on/off switch, its picture with its name, Move up /
 * Move down, the Order column that holds the position and the move buttons, and the table every
 * catalogue list is.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type Column } from '../ui/data-table';
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

/** What a row is about: its picture, then its name over its code. */
export function PictureCell({
  picture,
  name,
  code,
}: {
  /** The `img`, sized and styled as the list shows it. */
  picture: ReactNode;
  name: string;
  code: string;
}) {
  return (
    <span className="game-cell">
      {picture}
      <span>
        <span className="block">{name}</span>
        <span className="faint">{code}</span>
      </span>
    </span>
  );
}

function MoveButtons({
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
  const button = (direction: -1 | 1, way: string, arrow: string, canGo: boolean) => (
    <button
      className="button button-quiet move-button"
      type="button"
      aria-label={`Move ${name} ${way}`}
      title={`Move ${way}`}
      disabled={disabled || !canGo}
      onClick={() => onMove(direction)}
    >
      {arrow}
    </button>
  );
  return (
    <span className="move-buttons">
      {button(-1, 'up', '↑', canUp)}
      {button(1, 'down', '↓', canDown)}
    </span>
  );
}

/**
 * The first column of every catalogue list: the row's position and its move buttons. A move sends
 * only the positions that change, worked out from the list as shown.
 */
function orderColumn<Row extends { name: string; sort_order: number }, Key>({
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

/**
 * A catalogue list (games, providers, categories): the Order column first, then the tab's own; a
 * row switched off is dimmed, and the table while a change or a reload is under way.
 */
export function CatalogueTable<Row extends { name: string; sort_order: number; enabled: boolean }>({
  query,
  what,
  rows,
  keyOf,
  isBusy,
  onMove,
  empty,
  columns,
}: {
  query: UseQueryResult<unknown>;
  what: string;
  rows: readonly Row[];
  keyOf: (row: Row) => string | number;
  isBusy: boolean;
  onMove: (positions: Positioned<string | number>[]) => void;
  empty: ReactNode;
  columns: readonly Column<Row>[];
}) {
  return (
    <DataTable
      query={query}
      what={what}
      className="catalogue-table"
      isBusy={isBusy}
      rows={rows}
      rowKey={keyOf}
      rowClassName={(row) => (row.enabled ? undefined : 'row-off')}
      empty={empty}
      columns={[orderColumn({ rows, keyOf, disabled: isBusy, onMove }), ...columns]}
    />
  );
}
