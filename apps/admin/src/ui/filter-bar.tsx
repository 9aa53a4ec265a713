/**
 * The filters above a list, in one row: typed ones (a search box, a target) that apply when the bar
 * is sent, and choices with an "all" option that apply as soon as they change. Each control sits in
 * its label, which the row is too narrow to show apart from it.
 */
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

export function FilterBar({
  submitLabel,
  onSubmit,
  onClear,
  children,
}: {
  /** "Search" or "Filter". */
  submitLabel: string;
  onSubmit: () => void;
  /** Offers "Clear filters" while any filter is set. */
  onClear?: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <form
      className="filters"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <button className="button button-primary" type="submit">
        {submitLabel}
      </button>
      {onClear !== undefined && (
        <button className="button button-quiet" type="button" onClick={onClear}>
          Clear filters
        </button>
      )}
    </form>
  );
}

type InputAttributes = Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'onChange' | 'children'>;

export function FilterText({
  label,
  value,
  onValueChange,
  ...input
}: InputAttributes & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <input {...input} value={value} onChange={(event) => onValueChange(event.target.value)} />
    </label>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

export function FilterChoice({
  label,
  allLabel,
  options,
  value,
  onValueChange,
}: {
  label: string;
  /** The first option, which sets no filter ("All sports"). */
  allLabel: string;
  options: readonly FilterOption[];
  /** The chosen option's value, or '' for all. */
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <select value={value} onChange={(event) => onValueChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
