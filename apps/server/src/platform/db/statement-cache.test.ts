/** Prepared statements are reused by SQL text, never while in use, and the cache stays bounded. */
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachePreparedStatements } from './statement-cache.js';

let sqlite: SQLite.Database;
beforeEach(() => {
  sqlite = new SQLite(':memory:');
  sqlite.exec('create table numbers (value integer)');
  sqlite.exec('insert into numbers values (1), (2), (3)');
});
afterEach(() => sqlite.close());

describe('the prepared statement cache', () => {
  it('answers the same statement for the same text, with each call’s own parameters', () => {
    cachePreparedStatements(sqlite);
    const first = sqlite.prepare('select value from numbers where value >= ?');
    const second = sqlite.prepare('select value from numbers where value >= ?');
    expect(second).toBe(first);
    expect(first.all(3)).toEqual([{ value: 3 }]);
    expect(second.all(2)).toEqual([{ value: 2 }, { value: 3 }]);
    expect(sqlite.prepare('select count(*) as n from numbers')).not.toBe(first);
  });

  it('prepares a new statement while the cached one is iterating', () => {
    cachePreparedStatements(sqlite);
    const text = 'select value from numbers order by value';
    const streaming = sqlite.prepare(text);
    const rows: number[] = [];
    for (const row of streaming.iterate() as Iterable<{ value: number }>) {
      const inner = sqlite.prepare(text);
      expect(inner).not.toBe(streaming);
      rows.push(row.value, (inner.all() as { value: number }[]).length);
    }
    expect(rows).toEqual([1, 3, 2, 3, 3, 3]);
  });

  it('drops the oldest statement past its limit', () => {
    cachePreparedStatements(sqlite, 2);
    const one = sqlite.prepare('select 1');
    sqlite.prepare('select 2');
    sqlite.prepare('select 3');
    expect(sqlite.prepare('select 1')).not.toBe(one);
  });
});
