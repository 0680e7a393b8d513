import { lazy, Suspense, useCallback } from 'react';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { browserFingerprint } from './browser-fingerprint';
import { CompleteStage } from '../completion/complete-stage';
import { EnrollmentStage } from '../enrollment/enrollment-stage';
import { InstructionsStage } from '../intake/instructions-stage';
import type { InvitationPrefill, PublicJob } from '../common/interview-api';
import { InterviewShell } from '../common/interview-shell';
import { useInterviewLanguage, useT } from '../i18n/screen-language';
import { QuestionStage } from '../questions/question-stage';
import { useUpdateAtStageChange } from '../offline/service-worker';
import { SubmittingStage } from '../completion/submitting-stage';
import { useInterviewFlow, type InterviewFlow } from './use-interview-flow';
import { useInterviewGuards } from './use-interview-guards';
import { VerificationStage } from '../verification/verification-stage';

/** The optional self-identification: its own chunk, fetched only once an interview is complete. */
const SelfIdentificationCard = lazy(async () => ({
  default: (await import('../completion/self-identification/self-identification-card'))
    .SelfIdentificationCard,
}));

/** Stages during which shortcuts are blocked and tab switches counted. */
const GUARDED_STAGES = new Set(['verification', 'enrollment', 'question', 'submitting']);

/** A personal link's token and what it pre-fills (docs/behaviour/interview.md §15). */
export interface PersonalInvitation {
  token: string;
  prefill: InvitationPrefill;
}

/** One job's interview, stage by stage (docs/behaviour/interview.md §2.2, §4.3). */
export function JobInterview({
  job,
  invitation,
}: {
  job: PublicJob;
  invitation?: PersonalInvitation | undefined;
}) {
  const t = useT();
  useInterviewLanguage(job.language);
  const flow = useInterviewFlow(job);
  useInterviewGuards(GUARDED_STAGES.has(flow.state.stage), flow.countTabSwitch);
  // Between two stages while a new version of the interview takes over: the next stage waits.
  const switching = useUpdateAtStageChange(`${flow.state.stage}:${flow.state.questionIndex}`);
  const subtitle = [job.title, job.companyName].filter(Boolean).join(' · ');

  if (flow.resumeCheck === 'checking' || switching) return <FullPageSpinner label={t('shell.resuming')} />;
  return (
    <InterviewShell subtitle={subtitle}>
      {flow.resumeCheck === 'unreachable' ? (
        <ResumeUnreachable flow={flow} />
      ) : (
        <Stage job={job} flow={flow} invitation={invitation} />
      )}
    </InterviewShell>
  );
}

function ResumeUnreachable({ flow }: { flow: InterviewFlow }) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col gap-3 py-8 text-center">
      <h1 className="text-xl font-semibold">{t('error.offlineTitle')}</h1>
      <p>{t('error.offlineMessage')}</p>
      <Button size="lg" onClick={() => void flow.checkResume()}>
        {t('error.tryAgain')}
      </Button>
    </div>
  );
}

function Stage({
  job,
  flow,
  invitation,
}: {
  job: PublicJob;
  flow: InterviewFlow;
  invitation: PersonalInvitation | undefined;
}) {
  const { state, dispatch, credential } = flow;
  const questionCount = job.questions.length;
  const completion = useCallback(
    () => ({
      timePerQuestion: flow.timePerQuestion(),
      tabSwitchCount: flow.tabSwitchCount(),
      browserFingerprint: browserFingerprint(),
    }),
    [flow],
  );
  const onCompleted = useCallback(() => dispatch({ type: 'completed' }), [dispatch]);
  const onCompletionFailed = useCallback(() => dispatch({ type: 'completionFailed' }), [dispatch]);
  const toQuestion = (questionIndex: number) =>
    dispatch({ type: 'restore', state: { ...state, stage: 'question', questionIndex } });

  if (state.stage === 'instructions' || !credential)
    return (
      <InstructionsStage
        job={job}
        prefill={invitation?.prefill}
        invitation={invitation?.token}
        onStart={(intake) => flow.start({ ...intake, invitation: invitation?.token })}
      />
    );
  switch (state.stage) {
    case 'verification':
      return <VerificationStage credential={credential} onVerified={() => dispatch({ type: 'verified' })} />;
    case 'enrollment':
      return <EnrollmentStage credential={credential} onEnrolled={() => dispatch({ type: 'enrolled' })} />;
    case 'question': {
      const index = state.questionIndex;
      return (
        <QuestionStage
          key={index}
          credential={credential}
          questionText={job.questions[index]?.text ?? ''}
          questionLanguage={job.language}
          questionIndex={index}
          questionCount={questionCount}
          serverAnswered={flow.serverAnswered}
          onAnswered={(seconds) => {
            flow.recordAnswer(index, seconds);
            dispatch({ type: 'answered', isLast: index >= questionCount - 1 });
          }}
          onRecordAgain={toQuestion}
        />
      );
    }
    case 'submitting':
      return (
        <SubmittingStage
          credential={credential}
          questionCount={questionCount}
          serverAnswered={flow.serverAnswered}
          completion={completion}
          onCompleted={onCompleted}
          onCompletionFailed={onCompletionFailed}
          onAnswerMissing={toQuestion}
        />
      );
    case 'complete':
      return (
        <div className="flex flex-col gap-4">
          <CompleteStage candidateName={flow.candidateName} jobTitle={job.title} />
          <Suspense fallback={null}>
            <SelfIdentificationCard credential={credential} />
          </Suspense>
        </div>
      );
  }
}
