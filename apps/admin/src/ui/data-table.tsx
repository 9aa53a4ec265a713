/**
 * A list shown as a table: its columns described once, then the states every list has. Given the
 * query behind it, the table waits in words while it loads and offers a retry when it fails; with
 * no rows it says so in the list's own words instead of showing an empty grid.
 */
import { Fragment, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatDateTime } from '../format';
import { LoadState } from '../shell/load-state';

export interface Column<Row> {
  /** The header's words; a hidden header still names the column for screen readers. */
  header: string;
  isHeaderHidden?: boolean;
  /** The cell's class, e.g. `nowrap`, or one worked out from the row. */
  className?: string | ((row: Row) => string);
  cell: (row: Row, index: number) => ReactNode;
}

/** A column whose cells stay on one line (a name, a code, an amount, a count). */
export function nowrapColumn<Row>(header: string, cell: Column<Row>['cell']): Column<Row> {
  return { header, className: 'nowrap', cell };
}

/** When something happened, in Bangladesh time (GMT+6), on one line. */
export function timeColumn<Row>(header: string, timeOf: (row: Row) => string): Column<Row> {
  return nowrapColumn(header, (row) => formatDateTime(timeOf(row)));
}

/** The row's buttons, under a header only screen readers hear ("Actions" unless named). */
export function actionsColumn<Row>(
  cell: Column<Row>['cell'],
  more: Partial<Pick<Column<Row>, 'header' | 'className'>> = {},
): Column<Row> {
  return { header: 'Actions', isHeaderHidden: true, cell, ...more };
}

export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  empty,
  query,
  what = 'the list',
  label,
  className,
  isBusy,
  isScrollable = false,
  rowClassName,
  isRowSelected,
  renderRow,
}: {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Said in place of the table when there are no rows. */
  empty: ReactNode;
  /** The query the rows come from: until it answers, its loading or failed state shows instead. */
  query?: UseQueryResult<unknown>;
  /** What is loading, in "Loading {what}…". */
  what?: string;
  /** The table's name for screen readers, when no heading names it. */
  label?: string;
  /** The area's own class beside `table`, for its stylesheet. */
  className?: string;
  /** Dims the table while a refetch or a change to its rows is under way. */
  isBusy?: boolean;
  /** A wide table scrolls sideways inside its own box instead of widening the screen. */
  isScrollable?: boolean;
  rowClassName?: (row: Row) => string | undefined;
  isRowSelected?: (row: Row) => boolean;
  /** A row that keeps state of its own (an edit in place) renders its own `tr`. */
  renderRow?: (row: Row, index: number) => ReactNode;
}) {
  if (query !== undefined && (query.isPending || query.isError)) {
    return <LoadState query={query} what={what} />;
  }
  if (rows.length === 0) return <p className="state">{empty}</p>;
  const table = (
    <table
      className={className === undefined ? 'table' : `table ${className}`}
      aria-label={label}
      aria-busy={isBusy}
    >
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.isHeaderHidden === true ? (
                <span className="visually-hidden">{column.header}</span>
              ) : (
                column.header
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) =>
          renderRow !== undefined ? (
            <Fragment key={rowKey(row)}>{renderRow(row, index)}</Fragment>
          ) : (
            <tr
              key={rowKey(row)}
              className={rowClassName?.(row)}
              aria-selected={isRowSelected?.(row)}
            >
              {columns.map((column) => (
                <td key={column.header} className={cellClassOf(column, row)}>
                  {column.cell(row, index)}
                </td>
              ))}
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
  return isScrollable ? <div className="table-scroll">{table}</div> : table;
}

function cellClassOf<Row>(column: Column<Row>, row: Row): string | undefined {
  return typeof column.className === 'function' ? column.className(row) : column.className;
}
