import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../element/element';
import './search-bar.css';

export interface SearchBarProps {
  /** The filter fields, ideally each wrapped in a `SearchField`. */
  children?: ReactNode;
  onSearch: () => void;
  onReset: () => void;
  searchText?: string;
  resetText?: string;
  className?: string;
}

/** A row of filter fields with 搜索 and 清空; wraps on narrow screens. Enter in a text field searches. */
export function SearchBar({
  children,
  onSearch,
  onReset,
  searchText = '搜索',
  resetText = '清空',
  className,
}: SearchBarProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form role="search" className={className ? `bm-search-bar ${className}` : 'bm-search-bar'} onSubmit={submit}>
      <div className="bm-search-bar__fields">{children}</div>
      <div className="bm-search-bar__actions">
        <Button type="primary" nativeType="submit">
          {searchText}
        </Button>
        <Button nativeType="button" onClick={onReset}>
          {resetText}
        </Button>
      </div>
    </form>
  );
}

export interface SearchFieldProps {
  label?: ReactNode;
  children?: ReactNode;
  /** Let the field take a double share of the row (e.g. a date range). */
  wide?: boolean;
  className?: string;
}

/** One labelled filter inside a `SearchBar`. */
export function SearchField({ label, children, wide = false, className }: SearchFieldProps) {
  const classes = ['bm-search-field', wide ? 'bm-search-field--wide' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {label !== undefined && <span className="bm-search-field__label">{label}</span>}
      <div className="bm-search-field__control">{children}</div>
    </div>
  );
}
