import { defaultCriteriaConfig } from '@sauti/core/rules/criteria';
import { describe, expect, it } from 'vitest';
import { criteriaReducer, NO_CRITERIA } from './criteria-state';

const config = defaultCriteriaConfig();

describe('criteria states (docs/behaviour/interview.md §4.2)', () => {
  it('opens editing by itself after generation; Cancel leaves it as generated', () => {
    const generated = criteriaReducer(NO_CRITERIA, { type: 'generated', config });
    expect(generated.status).toBe('editing');
    expect(criteriaReducer(generated, { type: 'cancel' }).status).toBe('generated');
  });

  it('saves from editing, and Edit then Cancel returns to saved', () => {
    const saved = criteriaReducer(criteriaReducer(NO_CRITERIA, { type: 'generated', config }), {
      type: 'saved',
      config,
    });
    expect(saved).toEqual({ status: 'saved', config, before: 'saved' });
    const editing = criteriaReducer(saved, { type: 'edit' });
    expect(editing.status).toBe('editing');
    expect(criteriaReducer(editing, { type: 'cancel' }).status).toBe('saved');
  });

  it('cannot edit without criteria; a loaded job without criteria has none', () => {
    expect(criteriaReducer(NO_CRITERIA, { type: 'edit' })).toBe(NO_CRITERIA);
    expect(criteriaReducer(NO_CRITERIA, { type: 'loaded', config: null })).toEqual(NO_CRITERIA);
    expect(criteriaReducer(NO_CRITERIA, { type: 'loaded', config }).status).toBe('saved');
  });
});
