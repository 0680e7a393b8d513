import type {
  CriteriaEvaluationView,
  PillarDetailView,
  ReviewResponse,
} from '@sauti/core/contract/review-views';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EvidenceList } from './evidence-list';
import { RelatedQuestions } from './related-questions';

function CriterionBody({
  criterion,
  detail,
  responses,
  reasoningLabel,
}: {
  criterion: CriteriaEvaluationView;
  detail: PillarDetailView | undefined;
  responses: ReviewResponse[];
  reasoningLabel: string;
}) {
  return (
    <div className="flex flex-col gap-3">
      {criterion.description && <p className="text-sm">{criterion.description}</p>}
      {detail && (
        <>
          <p>
            <span className="font-medium text-foreground">Quick take:</span> {detail.quickTake}
          </p>
          <div>
            <h4 className="font-medium text-foreground">Detailed rationale</h4>
            <p>{detail.rationale}</p>
          </div>
          <EvidenceList
            pillarId={criterion.pillarId}
            evidence={detail.supportingEvidence}
            responses={responses}
            reasoningLabel={reasoningLabel}
          />
        </>
      )}
      {criterion.subcriteria.length > 0 && (
        <div>
          <h4 className="font-medium text-foreground">Assessment criteria</h4>
          <ul className="list-disc pl-5 text-sm">
            {criterion.subcriteria.map((sub) => (
              <li key={sub.id}>
                {sub.label}
                {!sub.assessed && <span className="text-muted-foreground"> (not assessed)</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      <RelatedQuestions pillarId={criterion.pillarId} questions={criterion.relatedQuestions} />
    </div>
  );
}

/**
 * Criteria Evaluation: one expandable item per criterion (docs/behaviour/review.md §2.4), its
 * evidence's reasoning named by who made it (`reasoningLabel`, docs/behaviour/review.md §16);
 * `onOpen` is told when the reviewer opens one (a look beyond the score, docs/behaviour/review.md §12).
 */
export function CriteriaEvaluation({
  criteria,
  details,
  responses,
  onOpen,
  reasoningLabel,
}: {
  criteria: CriteriaEvaluationView[];
  details: PillarDetailView[];
  responses: ReviewResponse[];
  onOpen?: () => void;
  reasoningLabel: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Criteria Evaluation</CardTitle>
      </CardHeader>
      <CardContent>
        {criteria.length === 0 ? (
          <p className="text-muted-foreground">No criteria have been evaluated yet.</p>
        ) : (
          <Accordion type="multiple" onValueChange={(open) => open.length > 0 && onOpen?.()}>
            {criteria.map((criterion) => (
              <AccordionItem key={criterion.pillarId} value={criterion.pillarId}>
                {/* The name comes from the visible text (plus a hidden verdict for the ✓/✗), so what a
                    voice-control user reads out matches the button's name (WCAG 2.5.3). */}
                <AccordionTrigger>
                  <span className="flex flex-1 items-center gap-2">
                    <span
                      aria-hidden="true"
                      className={criterion.meets ? 'text-success' : 'text-destructive'}
                    >
                      {criterion.meets ? '✓' : '✗'}
                    </span>
                    {criterion.pillarLabel}{' '}
                    <span className="ml-auto text-muted-foreground">{Math.round(criterion.score)}%</span>{' '}
                    <span className="sr-only">({criterion.meets ? 'meets' : 'does not meet'})</span>
                  </span>
                </AccordionTrigger>
                <AccordionContent>
                  <CriterionBody
                    criterion={criterion}
                    detail={details.find((d) => d.pillarId === criterion.pillarId)}
                    responses={responses}
                    reasoningLabel={reasoningLabel}
                  />
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        )}
      </CardContent>
    </Card>
  );
}
