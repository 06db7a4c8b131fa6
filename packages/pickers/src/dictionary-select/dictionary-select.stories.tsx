// Shown in @badminton/ui's Storybook; plain CSF objects (see region-cascade.stories.tsx).
import { SearchBar, SearchField } from '@badminton/ui';
import { useState } from 'react';
import { DictionarySelect, type DictionaryOption } from './dictionary-select';

const SAMPLE_DICTIONARIES: Record<string, DictionaryOption[]> = {
  evaluator_rank: [
    { label: '一级考评员', value: '1' },
    { label: '二级考评员', value: '2' },
    { label: '三级考评员', value: '3' },
  ],
  athlete_rank: [
    { label: '一级', value: '1' },
    { label: '二级', value: '2' },
    { label: '三级', value: '3' },
    { label: '少儿一级', value: '10' },
    { label: '少儿二级', value: '11' },
    { label: '（不参与筛选）31', value: '31' },
    { label: '（不参与筛选）32', value: '32' },
    { label: '（不参与筛选）33', value: '33' },
  ],
};

function loadSampleDictionary(classCode: string): Promise<DictionaryOption[]> {
  return new Promise((resolve) => setTimeout(() => resolve(SAMPLE_DICTIONARIES[classCode] ?? []), 200));
}

function Filters() {
  const [grade, setGrade] = useState('');
  const [rank, setRank] = useState('');
  return (
    <div style={{ minHeight: 320 }}>
      <SearchBar
        onSearch={() => {}}
        onReset={() => {
          setGrade('');
          setRank('');
        }}
      >
        <SearchField label="运动员等级">
          <DictionarySelect
            classCode="athlete_rank"
            value={grade}
            onChange={setGrade}
            loadDictionary={loadSampleDictionary}
            exclude={['31', '32', '33']}
            placeholder="请选择等级"
            clearable
          />
        </SearchField>
        <SearchField label="考评员等级">
          <DictionarySelect
            classCode="evaluator_rank"
            value={rank}
            onChange={setRank}
            loadDictionary={loadSampleDictionary}
            clearable
          />
        </SearchField>
      </SearchBar>
      <pre style={{ color: '#48576a' }}>{JSON.stringify({ grade, rank })}</pre>
    </div>
  );
}

export default {
  title: 'Pickers/DictionarySelect',
  component: DictionarySelect,
};

/** The athlete-list filters: grade values 31–33 are excluded. */
export const AthleteFilters = { render: () => <Filters /> };
