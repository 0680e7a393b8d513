import { describe, expect, it } from 'vitest';
import { EVALUATION_SYSTEM_PROMPT, evaluationUserPrompt, PROMPT_VERSION } from './evaluation-prompt.js';
import { sampleInput } from './testing/evaluation-fixture.js';

describe('the evaluation prompt', () => {
  const prompt = evaluationUserPrompt(sampleInput());

  it('gives every enabled criterion with its weight and sub-criteria', () => {
    expect(prompt).toContain('- id: communication | Communication | weight 60%');
    expect(prompt).toContain('sub-criteria: clarity (Clarity), active_listening (Active listening)');
    expect(prompt).toContain('- id: leadership | Leadership | weight 40%');
  });

  it('gives the questions with their index and pillar, and each transcript with its duration and confidence', () => {
    expect(prompt).toContain('- question 1 [leadership]: How do you share out work on a busy night?');
    expect(prompt).toContain('- question 2: Why this role?');
    expect(prompt).toContain('(61 s, speech-to-text confidence 0.55)');
    expect(prompt).toContain('I give the heavy aisles to the two most experienced pickers');
  });

  it('marks an answer without transcript as not assessable', () => {
    expect(prompt).toMatch(/Answer to question 2: Why this role\?\n\(no transcript: not assessable\)/);
  });

  it('asks for verbatim quotes and carries its version', () => {
    expect(EVALUATION_SYSTEM_PROMPT).toContain('VERBATIM');
    expect(EVALUATION_SYSTEM_PROMPT).toContain(PROMPT_VERSION);
  });
});
