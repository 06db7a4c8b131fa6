import { Button, Select } from '@badminton/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import './dictionary-select.css';

/** One dictionary entry: label, value (req: calls.md#dictionaries-and-regions). */
export interface DictionaryOption {
  label: string;
  value: string;
}

export type DictionaryLoader = (classCode: string) => Promise<DictionaryOption[]>;

export interface DictionarySelectProps {
  /** Dictionary class code, e.g. the athlete grade class. */
  classCode: string;
  /** The chosen entry's value; '' or undefined for none. */
  value: string | undefined;
  /** The chosen value; '' after the clear icon. */
  onChange: (value: string) => void;
  loadDictionary: DictionaryLoader;
  /** Values to leave out, e.g. ['31', '32', '33'] for the athlete-list grade filter. */
  exclude?: string[];
  placeholder?: string;
  clearable?: boolean;
  disabled?: boolean;
  className?: string;
}

type LoadState = { classCode: string; options: DictionaryOption[] } | { classCode: string; failed: true };

/** An element Select over one dictionary class; entries are cached per class code for the component's life. */
export function DictionarySelect({
  classCode,
  value,
  onChange,
  loadDictionary,
  exclude,
  placeholder = '请选择',
  clearable = false,
  disabled = false,
  className,
}: DictionarySelectProps) {
  const [state, setState] = useState<LoadState | undefined>();
  const [attempt, setAttempt] = useState(0);
  const cache = useRef(new Map<string, Promise<DictionaryOption[]>>());
  const loader = useRef(loadDictionary);
  loader.current = loadDictionary;

  useEffect(() => {
    let active = true;
    let pending = cache.current.get(classCode);
    if (!pending) {
      pending = loader.current(classCode);
      cache.current.set(classCode, pending);
    }
    pending.then(
      (options) => {
        if (active) setState({ classCode, options });
      },
      () => {
        cache.current.delete(classCode);
        if (active) setState({ classCode, failed: true });
      },
    );
    return () => {
      active = false;
    };
  }, [classCode, attempt]);

  const retry = () => {
    setState(undefined);
    setAttempt((n) => n + 1);
  };

  const excludeKey = (exclude ?? []).join('\u0000');
  const options = useMemo(() => {
    if (!state || state.classCode !== classCode || 'failed' in state) return [];
    const hidden = new Set(excludeKey ? excludeKey.split('\u0000') : []);
    return state.options.filter((option) => !hidden.has(String(option.value)));
  }, [state, classCode, excludeKey]);

  const isLoading = !state || state.classCode !== classCode;
  const failed = !!state && state.classCode === classCode && 'failed' in state;

  return (
    <div className={className ? `bm-dictionary-select ${className}` : 'bm-dictionary-select'}>
      <Select
        key={classCode}
        className="bm-dictionary-select__select"
        value={value ?? ''}
        placeholder={placeholder}
        clearable={clearable}
        disabled={disabled}
        loading={isLoading}
        onChange={(selected: string | number | null) => {
          const next = selected === null || selected === undefined ? '' : String(selected);
          if (next !== (value ?? '')) onChange(next);
        }}
      >
        {options.map((option) => (
          <Select.Option key={option.value} value={option.value} label={option.label} />
        ))}
      </Select>
      {failed && (
        <p className="bm-dictionary-select__error" role="alert">
          选项加载失败
          <Button type="text" size="small" onClick={retry}>
            重试
          </Button>
        </p>
      )}
    </div>
  );
}
