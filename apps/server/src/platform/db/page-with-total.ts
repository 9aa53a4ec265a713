/**
 * A paged list with its total: the page's rows and how many rows the same filter matches in all,
 * read side by side, as the account pages answer them (`{ rows, total }`).
 */
import { sql, type SelectQueryBuilder } from 'kysely';

export interface PageRange {
  offset: number;
  limit: number;
}

/**
 * `filtered` is the query with its tables and conditions; `rowsOf` adds the page's columns and
 * order to it. The count runs on `filtered` alone.
 */
export async function pageWithTotal<DB, TB extends keyof DB, Row>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  rowsOf: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  page: PageRange,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, count] = await Promise.all([
    rowsOf(filtered).offset(page.offset).limit(page.limit).execute(),
    filtered.select(sql<number | string>`count(*)`.as('total')).executeTakeFirst() as Promise<
      { total: number | string } | undefined
    >,
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
