import { useState } from 'react';
import { Input } from '../../element/element';
import { SearchBar, SearchField } from './search-bar';

export interface KeywordSearchBarProps {
  /** The keyword the list shows now (the draft starts from it). */
  keyword: string;
  /** 搜索 with the typed keyword; 清空 empties the field and searches with ''. */
  onSearch: (keyword: string) => void;
  /** The field's visible label, e.g. 姓名. */
  label: string;
  placeholder: string;
  /** The input's accessible name, e.g. 考评员姓名. */
  inputLabel: string;
  maxLength?: number;
  className?: string;
}

/** A `SearchBar` with one keyword field, for the lists searched by name only. */
export function KeywordSearchBar({ keyword, onSearch, label, placeholder, inputLabel, maxLength, className }: KeywordSearchBarProps) {
  const [draft, setDraft] = useState(keyword);
  const reset = () => {
    setDraft('');
    onSearch('');
  };
  return (
    <SearchBar onSearch={() => onSearch(draft)} onReset={reset} className={className}>
      <SearchField label={label}>
        <Input value={draft} placeholder={placeholder} aria-label={inputLabel} maxLength={maxLength} onChange={(value: string) => setDraft(value)} />
      </SearchField>
    </SearchBar>
  );
}
