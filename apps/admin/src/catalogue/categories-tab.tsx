/**
 * Categories: the menu's order, the English and Bangla names and the on/off switch. A switched-off
 * category leaves the player's menu and its games are not listed.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogueCategory, UpdateCatalogueCategory } from '@khela/contract';
import { AdminApiError, errorMessage } from '../api/admin-api';
import { listCategories, reorder, updateCategory } from './catalogue-api';
import { movePositions } from './move-positions';
import { MoveButtons, Toggle } from './row-controls';
import { LoadState } from '../shell/load-state';

function CategoryNames({
  category,
  onSaved,
}: {
  category: CatalogueCategory;
  onSaved: (message: string) => Promise<void>;
}) {
  const [name, setName] = useState(category.name);
  const [nameBn, setNameBn] = useState(category.name_bn);
  const save = useMutation({
    mutationFn: () => {
      const change: UpdateCatalogueCategory = {};
      if (name !== category.name) change.name = name;
      if (nameBn !== category.name_bn) change.name_bn = nameBn;
      return updateCategory(category.code, change);
    },
    onSuccess: () => onSaved(`${category.code} names saved.`),
  });
  const errors = save.error instanceof AdminApiError ? save.error.fieldErrors : {};
  const unchanged = name === category.name && nameBn === category.name_bn;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending && !unchanged) save.mutate();
  };
  const field = (
    key: 'name' | 'name_bn',
    label: string,
    value: string,
    set: (next: string) => void,
    lang: string,
  ) => {
    const error = errors[key]?.[0];
    const errorId = `category-${category.code}-${key}-error`;
    return (
      <div className="field">
        <label className="field-label" htmlFor={`category-${category.code}-${key}`}>
          {label}
        </label>
        <input
          id={`category-${category.code}-${key}`}
          lang={lang}
          value={value}
          onChange={(event) => set(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <span id={errorId} className="field-error">
            {error}
          </span>
        )}
      </div>
    );
  };
  return (
    <form className="category-names" onSubmit={submit} aria-label={`${category.code} names`}>
      {field('name', 'English', name, setName, 'en')}
      {field('name_bn', 'Bangla', nameBn, setNameBn, 'bn')}
      <button className="button" type="submit" disabled={save.isPending || unchanged}>
        {save.isPending ? 'Saving…' : 'Save names'}
      </button>
      {save.isError && Object.keys(errors).length === 0 && (
        <span className="field-error" role="alert">
          {errorMessage(save.error)}
        </span>
      )}
    </form>
  );
}

export function CategoriesTab() {
  const client = useQueryClient();
  const [notice, setNotice] = useState('');
  const categories = useQuery({ queryKey: ['catalogue', 'categories'], queryFn: listCategories });
  const refresh = () => client.invalidateQueries({ queryKey: ['catalogue'] });
  const toggle = useMutation({
    mutationFn: ({ code, enabled }: { code: string; enabled: boolean }) =>
      updateCategory(code, { enabled }),
    onSuccess: async (saved) => {
      setNotice(
        saved.enabled
          ? `${saved.name} is back in the players’ menu.`
          : `${saved.name} is off: players no longer see it or its games.`,
      );
      await refresh();
    },
    onError: () => setNotice(''),
  });
  const move = useMutation({
    mutationFn: (positions: { key: string; sort_order: number }[]) =>
      reorder('categories', positions),
    onSuccess: async () => {
      setNotice('Order saved.');
      await refresh();
    },
    onError: () => setNotice(''),
  });
  const busy = toggle.isPending || move.isPending || categories.isFetching;
  const failure = toggle.error ?? move.error;
  const rows = categories.data?.data ?? [];

  if (categories.isPending || categories.isError) {
    return <LoadState query={categories} what="categories" />;
  }
  if (rows.length === 0) return <p className="state">The catalogue has no categories yet.</p>;

  return (
    <div>
      <p className="hint catalogue-lead">
        The names and order are those of the players’ game menu; the Bangla name shows to players
        reading Bangla.
      </p>
      {notice !== '' && !failure && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {errorMessage(failure)}
        </p>
      )}
      <table className="table catalogue-table" aria-busy={busy}>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Code</th>
            <th scope="col">Names</th>
            <th scope="col">Games</th>
            <th scope="col">Enabled</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((category, index) => (
            <tr key={category.code} className={category.enabled ? undefined : 'row-off'}>
              <td className="nowrap">
                <span className="position">{category.sort_order}</span>
                <MoveButtons
                  name={category.name}
                  canUp={index > 0}
                  canDown={index < rows.length - 1}
                  disabled={busy}
                  onMove={(direction) => {
                    const positions = movePositions(
                      rows.map((row) => ({ key: row.code, sort_order: row.sort_order })),
                      index,
                      direction,
                    );
                    if (positions.length > 0) move.mutate(positions);
                  }}
                />
              </td>
              <td className="nowrap">{category.code}</td>
              <td>
                <CategoryNames
                  key={`${category.name}|${category.name_bn}`}
                  category={category}
                  onSaved={async (message) => {
                    setNotice(message);
                    await refresh();
                  }}
                />
              </td>
              <td className="nowrap">{category.games}</td>
              <td>
                <Toggle
                  label={`Enabled: ${category.name}`}
                  checked={category.enabled}
                  disabled={busy}
                  onChange={(enabled) => toggle.mutate({ code: category.code, enabled })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
