import type { PillarId } from '@sauti/core/domain/criteria';

/** How good an answer is meant to sound: the local evaluator then scores it for real. */
export type AnswerTier = 'strong' | 'partial' | 'poor';

/** One interview question of a demo job with a bank of answers per tier. */
export interface DemoQuestion {
  text: string;
  pillarId: PillarId | null;
  /** What a strong answer covers, as HR writes it on the job form (the evaluator reads it). */
  scoringGuide: string;
  /** At least one answer per tier; candidates pick among them so transcripts vary. */
  answers: Record<AnswerTier, readonly string[]>;
}

/** A demo job as it is stored, plus its answer bank. */
export interface DemoJob {
  /** Stable key: the job's clientDraftKey is `sauti-demo:{key}`, so a second run finds it. */
  key: string;
  title: string;
  description: string;
  location: string;
  companyName: string;
  jobType: 'full-time' | 'part-time' | 'contract';
  skills: string[];
  /** 'criteria-v1' (criteria flow) or 'legacy-v0' (legacy dashboard). */
  evalVersion: string;
  /** Enabled criteria with weights (total 100); null for a legacy job (default criteria apply). */
  weights: Partial<Record<PillarId, number>> | null;
  requireIdentityVerification: boolean;
  questions: readonly DemoQuestion[];
}
