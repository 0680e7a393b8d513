import { useEffect, useState } from 'react';
import type {
  SelfIdentificationAnswersInput,
  SelfIdentificationQuestionView,
} from '@sauti/core/contract/self-identification';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import type { SessionCredential } from '../../common/interview-api';
import { getSelfIdentificationQuestions, saveSelfIdentification } from './self-identification-api';

/** The words of the card, word for word (docs/behaviour/interview.md §19). */
export const SELF_ID_TEXT = {
  title: 'Optional: help us check that hiring is fair',
  intro:
    'These questions are voluntary. Answer any, all or none of them: skipping changes nothing about your application.',
  apart:
    'Your answers are kept apart from your interview. The people who review your interview never see them, and they are not used to score you. They are only counted together with other candidates’ answers, to check that the assessment treats every group fairly.',
  save: 'Save my answers',
  skip: 'Skip these questions',
  saved: 'Thank you. Your answers are saved, apart from your interview.',
  skipped: 'You skipped these questions. Nothing was saved.',
  failed: 'Your answers could not be saved. You can try again, or skip them.',
} as const;

/** A list this long is a drop-down; a shorter one, radio buttons. */
const RADIO_LIMIT = 8;

function Question({
  question,
  value,
  onChange,
}: {
  question: SelfIdentificationQuestionView;
  value: string;
  onChange: (value: string) => void;
}) {
  const name = `self-id-${question.id}`;
  if (question.options.length > RADIO_LIMIT) {
    return (
      <label className="flex flex-col gap-1.5">
        <span className="font-medium">{question.question}</span>
        <Select name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Choose (optional)</option>
          {question.options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </Select>
      </label>
    );
  }
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-medium">{question.question}</legend>
      {question.options.map((o) => (
        <label key={o.id} className="flex min-h-11 items-center gap-3 rounded-md px-1">
          <input
            type="radio"
            name={name}
            value={o.id}
            checked={value === o.id}
            onChange={() => onChange(o.id)}
            className="size-5 shrink-0 accent-primary"
          />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

const BUILT_IN = new Set(['sex', 'ageBand', 'firstLanguage']);

/** The answers as the call takes them: built-ins by name, the organisation's categories apart. */
function requestOf(chosen: Record<string, string>): SelfIdentificationAnswersInput {
  const answers: SelfIdentificationAnswersInput = { categories: {} };
  for (const [id, value] of Object.entries(chosen)) {
    if (!value) continue;
    if (BUILT_IN.has(id)) answers[id as 'sex' | 'ageBand' | 'firstLanguage'] = value;
    else answers.categories![id] = value;
  }
  return answers;
}

type State = 'loading' | 'asking' | 'saving' | 'failed' | 'saved' | 'skipped' | 'unavailable';

/**
 * The optional self-identification at the end of the interview (docs/behaviour/interview.md §19).
 * Shown under the completion card; when the questions cannot be loaded it shows nothing, since
 * nothing depends on it.
 */
export function SelfIdentificationCard({ credential }: { credential: SessionCredential }) {
  const [state, setState] = useState<State>('loading');
  const [questions, setQuestions] = useState<SelfIdentificationQuestionView[]>([]);
  const [chosen, setChosen] = useState<Record<string, string>>({});

  const { sessionId, candidateToken } = credential;
  useEffect(() => {
    let live = true;
    getSelfIdentificationQuestions({ sessionId, candidateToken })
      .then((view) => {
        if (!live) return;
        setQuestions(view.questions);
        setState(view.answered ? 'saved' : 'asking');
      })
      .catch(() => live && setState('unavailable'));
    return () => {
      live = false;
    };
  }, [sessionId, candidateToken]);

  if (state === 'loading' || state === 'unavailable') return null;
  if (state === 'saved' || state === 'skipped') {
    return (
      <p role="status" className="rounded-lg border border-border bg-surface p-4 text-sm">
        {state === 'saved' ? SELF_ID_TEXT.saved : SELF_ID_TEXT.skipped}
      </p>
    );
  }
  const save = () => {
    setState('saving');
    saveSelfIdentification(credential, requestOf(chosen))
      .then(() => setState('saved'))
      .catch(() => setState('failed'));
  };
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{SELF_ID_TEXT.title}</h2>
        <p className="text-sm">{SELF_ID_TEXT.intro}</p>
        <p className="text-sm text-muted-foreground">{SELF_ID_TEXT.apart}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {questions.map((q) => (
          <Question
            key={q.id}
            question={q}
            value={chosen[q.id] ?? ''}
            onChange={(value) => setChosen((before) => ({ ...before, [q.id]: value }))}
          />
        ))}
        {state === 'failed' && (
          <p role="alert" className="text-sm text-destructive">
            {SELF_ID_TEXT.failed}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={save} disabled={state === 'saving'}>
            {SELF_ID_TEXT.save}
          </Button>
          <Button variant="outline" onClick={() => setState('skipped')} disabled={state === 'saving'}>
            {SELF_ID_TEXT.skip}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
