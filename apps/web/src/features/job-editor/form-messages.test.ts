import { describe, expect, it } from 'vitest';
import { defaultCriteriaConfig } from '@sauti/core/rules/criteria';
import { checkJobForm, emptyJobForm, newQuestion } from './job-form';
import { formFingerprint, visibleMessages, type EditorField } from './form-messages';

const messagesOf = (values = emptyJobForm()) => {
  const check = checkJobForm(values, null);
  return check.ok ? {} : check.errors;
};

describe('visibleMessages', () => {
  it('shows nothing on a fresh form, a touched field once it is invalid, everything after a refused save', () => {
    const values = emptyJobForm();
    const all = messagesOf(values);
    expect(visibleMessages(all, values.questions, new Set(), false)).toEqual({});
    expect(visibleMessages(all, values.questions, new Set<EditorField>(['title']), false)).toEqual({
      title: 'Job title is required',
    });
    expect(visibleMessages(all, values.questions, new Set(), true)).toEqual(all);
  });

  it('drops a message as soon as its field is valid', () => {
    const values = { ...emptyJobForm(), title: 'Warehouse Shift Supervisor' };
    expect(
      visibleMessages(messagesOf(values), values.questions, new Set<EditorField>(['title']), true),
    ).not.toHaveProperty('title');
  });

  it('keeps a question message with its row when a row above is deleted', () => {
    const first = newQuestion('Why this job?');
    const empty = newQuestion('');
    const touched = new Set<EditorField>([`question:${empty.key}`]);
    const two = { ...emptyJobForm(), questions: [first, empty] };
    expect(visibleMessages(messagesOf(two), two.questions, touched, false)).toEqual({
      'questions.1.text': 'Question cannot be empty',
    });
    const one = { ...emptyJobForm(), questions: [empty] };
    expect(visibleMessages(messagesOf(one), one.questions, touched, false)).toEqual({
      'questions.0.text': 'Question cannot be empty',
    });
    // An untouched empty row says nothing until the user leaves it or tries to save.
    expect(visibleMessages(messagesOf(two), two.questions, new Set(), false)).toEqual({});
  });
});

describe('formFingerprint', () => {
  it('ignores row keys but not texts, pillars, fields or criteria', () => {
    const a = { ...emptyJobForm(), questions: [newQuestion('Q?', 'motivation')] };
    const b = { ...a, questions: [newQuestion('Q?', 'motivation')] };
    expect(formFingerprint(a, null)).toBe(formFingerprint(b, null));
    expect(formFingerprint({ ...a, title: 'x' }, null)).not.toBe(formFingerprint(a, null));
    expect(formFingerprint({ ...a, questions: [newQuestion('Q?', null)] }, null)).not.toBe(
      formFingerprint(a, null),
    );
    expect(formFingerprint(a, defaultCriteriaConfig())).not.toBe(formFingerprint(a, null));
  });
});
