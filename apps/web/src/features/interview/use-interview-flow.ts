import {
  INITIAL_INTERVIEW_STATE,
  interviewTransition,
  type InterviewEvent,
  type InterviewState,
} from '@sauti/core/rules/interview';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-message';
import {
  createSession,
  getSession,
  isSessionGone,
  type PublicJob,
  type SessionCredential,
  type SessionIntake,
} from './interview-api';
import { INTERVIEW_MESSAGES } from './messages';
import { resumePoint } from './resume';
import { clearProgress, loadProgress, saveProgress, type SavedProgress } from './saved-progress';
import { useUploadQueue } from './use-upload-queue';

type Action = InterviewEvent | { type: 'restore'; state: InterviewState };

function reducer(state: InterviewState, action: Action): InterviewState {
  return action.type === 'restore' ? action.state : interviewTransition(state, action);
}

/** Whether a saved session is being looked up, found (or absent), or could not be reached. */
export type ResumeCheck = 'checking' | 'ready' | 'unreachable';

/**
 * The candidate's journey through one job's interview: the core stage machine (spec 2 §4.3), the
 * session credential, resuming a saved session on this device, and the progress kept for
 * completion (time per question, tab switches).
 */
export function useInterviewFlow(job: PublicJob) {
  const queue = useUploadQueue();
  const [state, dispatch] = useReducer(reducer, INITIAL_INTERVIEW_STATE);
  const progress = useRef<SavedProgress | null>(loadProgress(job.id));
  const [credential, setCredential] = useState<SessionCredential | null>(null);
  const [serverAnswered, setServerAnswered] = useState<number[]>([]);
  const [candidateName, setCandidateName] = useState('');
  const [resumeCheck, setResumeCheck] = useState<ResumeCheck>(progress.current ? 'checking' : 'ready');
  const questionCount = job.questions.length;

  const checkResume = useCallback(async () => {
    const saved = progress.current;
    if (!saved) return setResumeCheck('ready');
    setResumeCheck('checking');
    try {
      const session = await getSession(saved);
      const pendingIndexes = await queue.knownIndexes(saved.sessionId);
      const requiresVerification = job.requireIdentityVerification === 'true';
      dispatch({
        type: 'restore',
        state: resumePoint({ session, pendingIndexes, questionCount, requiresVerification }),
      });
      setCredential({ sessionId: saved.sessionId, candidateToken: saved.candidateToken });
      setServerAnswered(session.answeredQuestionIndexes ?? []);
      setCandidateName(session.candidateName);
      setResumeCheck('ready');
    } catch (error) {
      if (!isSessionGone(error)) return setResumeCheck('unreachable');
      // The server no longer accepts this session: start afresh rather than get stuck.
      clearProgress(job.id);
      progress.current = null;
      setResumeCheck('ready');
    }
  }, [job.id, job.requireIdentityVerification, queue, questionCount]);

  useEffect(() => {
    if (progress.current) void checkResume();
  }, [checkResume]);

  const remember = useCallback(
    (next: SessionCredential) => {
      progress.current = { ...next, timePerQuestion: [], tabSwitchCount: 0 };
      saveProgress(job.id, progress.current);
      setCredential(next);
    },
    [job.id],
  );

  const start = useCallback(
    async (intake: Omit<SessionIntake, 'jobId'>) => {
      try {
        const created = await createSession({ ...intake, jobId: job.id });
        remember(created.credential);
        setCandidateName(intake.name.trim());
        if (created.kind === 'verificationRequired') {
          dispatch({ type: 'verificationRequired409', sessionId: created.credential.sessionId });
          return;
        }
        dispatch({
          type: 'sessionCreated',
          sessionId: created.credential.sessionId,
          verificationRequired: job.requireIdentityVerification === 'true',
          hasVerificationFile: Boolean(created.session.verificationFilePath),
        });
      } catch (error) {
        toast({
          title: INTERVIEW_MESSAGES.cannotStart,
          description: errorMessage(error, INTERVIEW_MESSAGES.cannotStartFallback),
          variant: 'destructive',
        });
      }
    },
    [job.id, job.requireIdentityVerification, remember],
  );

  const recordAnswerTime = useCallback(
    (questionIndex: number, seconds: number) => {
      const saved = progress.current;
      if (!saved) return;
      const times = [...saved.timePerQuestion];
      times[questionIndex] = Math.round(seconds);
      progress.current = { ...saved, timePerQuestion: times };
      saveProgress(job.id, progress.current);
    },
    [job.id],
  );

  const countTabSwitch = useCallback(() => {
    const saved = progress.current;
    if (!saved) return;
    progress.current = { ...saved, tabSwitchCount: saved.tabSwitchCount + 1 };
    saveProgress(job.id, progress.current);
  }, [job.id]);

  /** Time per question for completion: one entry per question, 0 where none was measured. */
  const timePerQuestion = useCallback(
    () => Array.from({ length: questionCount }, (_, i) => progress.current?.timePerQuestion[i] ?? 0),
    [questionCount],
  );

  return {
    state,
    dispatch,
    credential,
    serverAnswered,
    candidateName,
    resumeCheck,
    checkResume,
    start,
    recordAnswerTime,
    countTabSwitch,
    timePerQuestion,
    tabSwitchCount: () => progress.current?.tabSwitchCount ?? 0,
  };
}

/** What {@link useInterviewFlow} gives the stages. */
export type InterviewFlow = ReturnType<typeof useInterviewFlow>;
