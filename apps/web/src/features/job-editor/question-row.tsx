import type { PillarId } from '@sauti/core/domain/criteria';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { QuestionFormRow } from './job-form';

/** A pillar a question may be tagged with. */
export type PillarOption = { id: PillarId; label: string };

/** One interview question: its text, the pillar it probes, and Delete (never for the last one). */
export function QuestionRow({
  index,
  question,
  error,
  pillarOptions,
  canDelete,
  onChange,
  onTouch,
  onDelete,
}: {
  index: number;
  question: QuestionFormRow;
  error: string | undefined;
  pillarOptions: PillarOption[];
  canDelete: boolean;
  onChange: (question: QuestionFormRow) => void;
  /** The text was typed in or left: its message shows from now on while it is empty. */
  onTouch: () => void;
  onDelete: () => void;
}) {
  const number = index + 1;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-4">
      <FormField label={`Question ${number}`} error={error}>
        <Textarea
          rows={2}
          value={question.text}
          onChange={(e) => {
            onChange({ ...question, text: e.target.value });
            onTouch();
          }}
          onBlur={onTouch}
        />
      </FormField>
      <FormField label={`Scoring guide for question ${number} (optional)`}>
        <Textarea
          rows={2}
          value={question.scoringGuide}
          placeholder="A strong answer covers…"
          onChange={(e) => onChange({ ...question, scoringGuide: e.target.value })}
        />
      </FormField>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <FormField label={`Pillar for question ${number}`}>
            <Select
              value={question.pillarId ?? ''}
              onChange={(e) =>
                onChange({ ...question, pillarId: (e.target.value || null) as PillarId | null })
              }
            >
              <option value="">No pillar</option>
              {pillarOptions.map((pillar) => (
                <option key={pillar.id} value={pillar.id}>
                  {pillar.label}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <Button variant="outline" onClick={onDelete} disabled={!canDelete}>
          Delete question {number}
        </Button>
      </div>
    </li>
  );
}
