import { describe, expect, it, vi } from 'vitest';
import { goBack } from './history';

describe('goBack', () => {
  it('steps back when there is history', () => {
    const navigate = vi.fn();
    goBack(navigate, '/evaluationList', { length: 3 });
    expect(navigate).toHaveBeenCalledWith(-1);
  });

  it('opens the fallback list when the page was opened directly', () => {
    const navigate = vi.fn();
    goBack(navigate, '/testInstitutions', { length: 1 });
    expect(navigate).toHaveBeenCalledWith('/testInstitutions');
  });
});
