import type { DashboardCandidate } from '@sauti/core/contract/review-views';

function Warning({ children }: { children: string }) {
  return (
    <p role="alert" className="rounded-lg bg-warning-soft p-2 text-sm text-warning">
      {children}
    </p>
  );
}

/** Text of the warning shown when the job requires identity verification but no clip is on file. */
export const IDENTITY_CLIP_MISSING = 'Identity verification required, but no verification clip is on file.';
/** Text of the warning shown when a response has isSamePerson false. */
export const VOICE_MISMATCH = 'Voice identity mismatch: some answers may not be from the same person.';

/**
 * The card's warnings: identity clip missing, voice mismatch, the transcript-quality gate's
 * verdict (answers not assessable, human review) and the Quality Check Needed box (docs/behaviour/review.md §2.2, §9).
 */
export function CandidateWarnings({ candidate }: { candidate: DashboardCandidate }) {
  const { evaluation, qualityFlags } = candidate;
  return (
    <>
      {candidate.identityClipMissing && <Warning>{IDENTITY_CLIP_MISSING}</Warning>}
      {candidate.voiceMismatch && <Warning>{VOICE_MISMATCH}</Warning>}
      {evaluation.notAssessable.length > 0 && (
        <ul aria-label="Answers not assessable" className="rounded-lg bg-muted p-2 text-sm">
          {evaluation.notAssessable.map((item) => (
            <li key={item.questionIndex}>{item.message}</li>
          ))}
        </ul>
      )}
      {qualityFlags.length > 0 && (
        <section
          aria-label="Quality Check Needed"
          className="rounded-lg border border-warning/40 bg-warning-soft p-3 text-sm text-warning"
        >
          <h4 className="font-semibold">Quality Check Needed</h4>
          <ul className="list-disc pl-5">
            {qualityFlags.map((flag) => (
              <li key={flag.code}>{flag.message}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
