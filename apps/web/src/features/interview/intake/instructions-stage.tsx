import { estimatedMinutes } from '@sauti/core/rules/interview';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LEGAL_PATHS } from '@sauti/core/contract/legal';
import { ConsentNotice } from './consent-notice';
import { PhoneOption } from './phone-option';
import { NoticeLink } from '../common/interview-shell';
import { estimateInterviewData } from '../recording/data-estimate';
import type { PublicJob, SessionIntake } from '../common/interview-api';
import { checkCvFile, validateIntake, visibleIntakeErrors, type IntakeField } from './intake-validation';
import { languageName } from '../common/language-name';

/** The intake values the stage hands on when the form is valid. */
export type IntakeSubmission = Omit<SessionIntake, 'jobId'>;

/** What the interview costs the candidate in time and data, shown before starting. */
export function InterviewFacts({ job }: { job: PublicJob }) {
  const count = job.questions.length;
  const data = estimateInterviewData(count);
  return (
    <ul className="grid gap-2 text-sm sm:grid-cols-2">
      <li>
        <span className="font-medium">{count}</span> {count === 1 ? 'question' : 'questions'}, about{' '}
        <span className="font-medium">{estimatedMinutes(count)} minutes</span>
      </li>
      <li>Language: {languageName(job.language)}</li>
      <li>Up to 90 seconds per answer; you can listen back and re-record before moving on.</li>
      <li data-testid="data-estimate">
        Mobile data: about <span className="font-medium">{data.totalMegabytes.toFixed(1)} MB</span> at most (
        {count} {count === 1 ? 'answer' : 'answers'} of up to 90 s at 24 kbit/s, plus the spoken questions).
      </li>
      <li className="sm:col-span-2">
        You can pause: if you close the page or lose your connection, open the same link on this device to
        continue.
      </li>
    </ul>
  );
}

/** The instructions stage: what to expect, and the intake form with consent (docs/behaviour/interview.md §5.3, §5.4). */
export function InstructionsStage({
  job,
  prefill,
  onStart,
  invitation,
}: {
  job: PublicJob;
  /** A personal invitation's token, carried to the phone option too. */
  invitation?: string | undefined;
  /** From a personal invitation (docs/behaviour/interview.md §15): the details HR sent, which the candidate may still correct. */
  prefill?: Pick<IntakeSubmission, 'name' | 'phone' | 'email'> | undefined;
  onStart: (intake: IntakeSubmission) => Promise<void>;
}) {
  const [values, setValues] = useState({
    name: prefill?.name ?? '',
    phone: prefill?.phone ?? '',
    email: prefill?.email ?? '',
    consent: false,
  });
  const [left, setLeft] = useState<ReadonlySet<IntakeField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const errors = visibleIntakeErrors(values, left, submitted);
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | undefined>();
  const [starting, setStarting] = useState(false);
  const companyName = job.companyName || 'the hiring company';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateIntake(values)).length > 0 || cvError) return;
    setStarting(true);
    try {
      await onStart({ ...values, cv, referrerUrl: document.referrer });
    } finally {
      setStarting(false);
    }
  };

  const onCvChange = (file: File | null) => {
    const problem = file ? checkCvFile(file) : null;
    setCvError(problem ?? undefined);
    setCv(problem ? null : file);
  };

  const field = (name: 'name' | 'phone' | 'email') => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    onBlur: () => setLeft((fields) => (fields.has(name) ? fields : new Set([...fields, name]))),
  });

  return (
    <>
      <title>{`Interview: ${job.title}`}</title>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">{job.title}</h1>
          <CardDescription>{[job.companyName, job.location].filter(Boolean).join(' · ')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <p className="text-sm whitespace-pre-line">{job.description}</p>
          <InterviewFacts job={job} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          {/* h2, not CardTitle's h3: it follows the page's h1 (heading levels go down one at a time). */}
          <h2 className="text-lg leading-tight font-semibold">Before you start</h2>
          <CardDescription>
            Find a quiet place. You need a microphone; any phone or computer will do, no app needed.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Your details">
            <FormField label="Full name" error={errors.name}>
              <Input autoComplete="name" {...field('name')} />
            </FormField>
            <FormField label="Phone number" error={errors.phone}>
              <Input type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
            </FormField>
            <FormField label="Email" error={errors.email}>
              <Input type="email" autoComplete="email" inputMode="email" {...field('email')} />
            </FormField>
            <FormField label="CV (optional: PDF, DOC or DOCX, under 5MB)" error={cvError}>
              <Input
                type="file"
                accept=".pdf,.doc,.docx"
                className="h-auto py-2"
                onChange={(event) => onCvChange(event.target.files?.[0] ?? null)}
              />
            </FormField>
            <ConsentNotice companyName={companyName} jobId={job.id} />
            <div className="flex flex-col gap-1">
              <Checkbox
                label="I agree to my answers being recorded and scored automatically as described above."
                checked={values.consent}
                onCheckedChange={(consent) => setValues({ ...values, consent })}
                large
                className="min-h-11 items-start gap-3 rounded-lg border border-border p-3 text-base"
                aria-invalid={errors.consent ? true : undefined}
              />
              {errors.consent && <p className="text-sm text-destructive">{errors.consent}</p>}
              <div className="text-sm text-muted-foreground">
                <p>What is stored about you, and for how long:</p>
                <NoticeLink to={LEGAL_PATHS.privacy}>Privacy Policy (opens in a new tab)</NoticeLink>
              </div>
            </div>
            <Button type="submit" size="lg" disabled={starting}>
              {starting ? 'Starting…' : 'Start Interview'}
            </Button>
          </form>
        </CardContent>
      </Card>
      {job.phone && <PhoneOption jobId={job.id} invitation={invitation} />}
    </>
  );
}
