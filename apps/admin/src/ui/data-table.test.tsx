import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/admin-api';
import { actionsColumn, DataTable, nowrapColumn, timeColumn, type Column } from './data-table';

interface Fruit {
  id: number;
  name: string;
  isRipe: boolean;
}

const fruits: Fruit[] = [
  { id: 1, name: 'Mango', isRipe: true },
  { id: 2, name: 'Lychee', isRipe: false },
];

const columns: Column<Fruit>[] = [
  { header: 'Fruit', cell: (fruit) => fruit.name, className: 'nowrap' },
  { header: 'Ripe', cell: (fruit) => (fruit.isRipe ? 'Yes' : 'No') },
  {
    header: 'Actions',
    isHeaderHidden: true,
    cell: (fruit) => <button type="button">Eat {fruit.name}</button>,
  },
];

function QueriedFruits({ load }: { load: () => Promise<Fruit[]> }) {
  const query = useQuery({ queryKey: ['fruits'], queryFn: load });
  return (
    <DataTable
      query={query}
      what="fruits"
      columns={columns}
      rows={query.data ?? []}
      rowKey={(fruit) => fruit.id}
      empty="No fruit yet."
    />
  );
}

function renderQueried(load: () => Promise<Fruit[]>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <QueriedFruits load={load} />
    </QueryClientProvider>,
  );
}

describe('DataTable', () => {
  it('names its columns once and fills a row per item', () => {
    render(
      <DataTable
        label="Fruits"
        className="fruit-table"
        columns={columns}
        rows={fruits}
        rowKey={(fruit) => fruit.id}
        rowClassName={(fruit) => (fruit.isRipe ? undefined : 'row-off')}
        empty="No fruit yet."
      />,
    );
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(table.className).toBe('table fruit-table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Fruit', 'Ripe', 'Actions']);
    expect(headers[2]?.firstElementChild?.className).toBe('visually-hidden');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('cell', { name: 'Mango' }).className).toBe('nowrap');
    expect(rows[2]?.className).toBe('row-off');
    expect(within(rows[2]!).getByRole('button', { name: 'Eat Lychee' })).toBeTruthy();
  });

  it('says the list is empty in its own words instead of an empty grid', () => {
    render(
      <DataTable columns={columns} rows={[]} rowKey={(fruit) => fruit.id} empty="No fruit yet." />,
    );
    expect(screen.getByText('No fruit yet.').className).toBe('state');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('marks the chosen row and lets a row with state of its own render itself', () => {
    render(
      <DataTable
        columns={columns}
        rows={fruits}
        rowKey={(fruit) => fruit.id}
        isRowSelected={(fruit) => fruit.id === 2}
        empty="No fruit yet."
        isBusy
      />,
    );
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    const rows = screen.getAllByRole('row');
    expect(rows[1]?.getAttribute('aria-selected')).toBe('false');
    expect(rows[2]?.getAttribute('aria-selected')).toBe('true');
  });

  it('renders rows that draw themselves', () => {
    render(
      <DataTable
        columns={columns}
        rows={fruits}
        rowKey={(fruit) => fruit.id}
        renderRow={(fruit) => (
          <tr>
            <td colSpan={3}>Custom {fruit.name}</td>
          </tr>
        )}
        empty="No fruit yet."
      />,
    );
    expect(screen.getByRole('cell', { name: 'Custom Lychee' })).toBeTruthy();
  });

  it('makes the usual columns: one-line cells, times in GMT+6, buttons under a hidden header', () => {
    render(
      <DataTable<Fruit & { pickedAt: string }>
        columns={[
          nowrapColumn('Fruit', (fruit) => fruit.name),
          timeColumn('Picked (GMT+6)', (fruit) => fruit.pickedAt),
          actionsColumn((fruit) => <button type="button">Eat {fruit.name}</button>),
          actionsColumn(() => 'Keep', { header: 'Keep', className: 'faint' }),
        ]}
        rows={[{ ...fruits[0]!, pickedAt: '2026-06-01T00:00:00Z' }]}
        rowKey={(fruit) => fruit.id}
        empty="No fruit yet."
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Fruit',
      'Picked (GMT+6)',
      'Actions',
      'Keep',
    ]);
    expect(headers.map((header) => header.firstElementChild?.className)).toEqual([
      undefined,
      undefined,
      'visually-hidden',
      'visually-hidden',
    ]);
    const cells = screen.getAllByRole('cell');
    expect(cells.map((cell) => cell.className)).toEqual(['nowrap', 'nowrap', '', 'faint']);
    expect(cells[1]?.textContent).toBe('01 Jun 2026, 06:00:00');
  });

  it('waits in words while its query loads, then shows the rows', async () => {
    renderQueried(() => Promise.resolve(fruits));
    expect(screen.getByRole('status').textContent).toBe('Loading fruits…');
    expect(await screen.findByRole('cell', { name: 'Mango' })).toBeTruthy();
  });

  it('shows a failed query with a retry that asks again', async () => {
    const load = vi
      .fn<() => Promise<Fruit[]>>()
      .mockRejectedValueOnce(new ApiError(503, 'The list could not be read.'))
      .mockResolvedValueOnce([]);
    renderQueried(load);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The list could not be read.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No fruit yet.')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
