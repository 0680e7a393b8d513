import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { defaultCriteriaConfig } from '@sauti/core/rules/criteria';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CriteriaEditor } from './criteria-editor';

afterEach(cleanup);

function renderEditor() {
  const onSave = vi.fn();
  render(
    <CriteriaEditor initial={defaultCriteriaConfig()} saving={false} onSave={onSave} onCancel={() => {}} />,
  );
  return { onSave, save: () => screen.getByRole('button', { name: 'Save Criteria' }) as HTMLButtonElement };
}

const slider = (name: string) => screen.getByRole('slider', { name: `${name} weight` }) as HTMLInputElement;

describe('criteria editor (docs/behaviour/interview.md §5.2)', () => {
  it('offers a 0-100 slider in steps of 5 per pillar', () => {
    renderEditor();
    const communication = slider('Communication');
    expect([communication.min, communication.max, communication.step, communication.value]).toEqual([
      '0',
      '100',
      '5',
      '30',
    ]);
  });

  it('shows the total message live and disables Save until the total is 100', () => {
    const { save, onSave } = renderEditor();
    expect(save().disabled).toBe(false);
    fireEvent.change(slider('Communication'), { target: { value: '20' } });
    expect(screen.getByText('Total weight must equal 100% (currently 90%)')).toBeTruthy();
    expect(save().disabled).toBe(true);
    fireEvent.click(save());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('needs one enabled pillar and one sub-criterion per enabled pillar', () => {
    const { save } = renderEditor();
    for (const sub of ['Clarity', 'Active Listening', 'Conciseness']) {
      fireEvent.click(screen.getByRole('checkbox', { name: sub }));
    }
    expect(screen.getByText('Communication must have at least one sub-criterion enabled')).toBeTruthy();
    expect(save().disabled).toBe(true);
    for (const name of ['Communication', 'Problem Solving', 'Motivation', 'Adaptability', 'Collaboration']) {
      fireEvent.click(screen.getByRole('switch', { name }));
    }
    expect(screen.getByText('At least one assessment pillar must be enabled')).toBeTruthy();
    expect(screen.getByText('Total weight must equal 100% (currently 0%)')).toBeTruthy();
    expect(screen.queryByText(/must have at least one sub-criterion/)).toBeNull();
  });

  it('Normalize scales the weights to 100, the remainder on the first enabled pillar, then saves', () => {
    const { save, onSave } = renderEditor();
    fireEvent.click(screen.getByRole('switch', { name: 'Leadership' }));
    fireEvent.change(slider('Leadership'), { target: { value: '50' } });
    expect(screen.getByText('Total weight must equal 100% (currently 150%)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Normalize' }));
    // 30,25,15,15,15,50 of 150 → 20,16,10,10,10,33 = 99; the 1 left goes to Communication.
    const weight = (name: string) => slider(name).getAttribute('aria-valuetext');
    expect(weight('Communication')).toBe('21%');
    expect(weight('Problem Solving')).toBe('16%');
    expect(weight('Leadership')).toBe('33%');
    expect(screen.getByText('Total weight: 100%')).toBeTruthy();
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    expect(onSave.mock.calls[0]![0].totalWeight).toBe(100);
  });
});
