/**
 * Categories: the menu's order, the English and Bangla names and the on/off switch. A switched-off
 * category leaves the player's menu and its games are not listed.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CatalogueCategory, UpdateCatalogueCategory } from '@khela/contract';
import { errorMessage, fieldErrorsOf } from '../api/admin-api';
import { listCategories, updateCategory } from './catalogue-api';
import { useCatalogueChanges } from './use-catalogue-changes';
import { CatalogueTable, Toggle } from './row-controls';
import { ChangeNotice } from '../ui/change-notice';
import { nowrapColumn } from '../ui/data-table';
import { TextField } from '../ui/text-field';

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
  const errors = fieldErrorsOf(save.error);
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
  ) => (
    <TextField
      id={`category-${category.code}-${key}`}
      label={label}
      errors={errors[key]?.[0]}
      lang={lang}
      value={value}
      onValueChange={set}
    />
  );
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
  const { notice, setNotice, saved, move } = useCatalogueChanges('categories');
  const categories = useQuery({ queryKey: ['catalogue', 'categories'], queryFn: listCategories });
  const toggle = useMutation({
    mutationFn: ({ code, enabled }: { code: string; enabled: boolean }) =>
      updateCategory(code, { enabled }),
    onSuccess: (category) =>
      saved(
        category.enabled
          ? `${category.name} is back in the players’ menu.`
          : `${category.name} is off: players no longer see it or its games.`,
      ),
    onError: () => setNotice(''),
  });
  const busy = toggle.isPending || move.isPending || categories.isFetching;
  const failure = toggle.error ?? move.error;
  const rows = categories.data?.data ?? [];

  return (
    <div>
      <p className="hint catalogue-lead">
        The names and order are those of the players’ game menu; the Bangla name shows to players
        reading Bangla.
      </p>
      <ChangeNotice notice={notice} failure={failure} />
      <CatalogueTable<CatalogueCategory>
        query={categories}
        what="categories"
        rows={rows}
        keyOf={(category) => category.code}
        isBusy={busy}
        onMove={(positions) => move.mutate(positions)}
        empty="The catalogue has no categories yet."
        columns={[
          nowrapColumn('Code', (category) => category.code),
          {
            header: 'Names',
            cell: (category) => (
              <CategoryNames
                key={`${category.name}|${category.name_bn}`}
                category={category}
                onSaved={saved}
              />
            ),
          },
          nowrapColumn('Games', (category) => category.games),
          {
            header: 'Enabled',
            cell: (category) => (
              <Toggle
                label={`Enabled: ${category.name}`}
                checked={category.enabled}
                disabled={busy}
                onChange={(enabled) => toggle.mutate({ code: category.code, enabled })}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
