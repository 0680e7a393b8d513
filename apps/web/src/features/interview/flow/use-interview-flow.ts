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
  type InterviewSession,
  type SessionCredential,
  type SessionIntake,
} from '../common/interview-api';
import { useT } from '../i18n/screen-language';
import { resumePoint } from './resume';
import { clearProgress, loadProgress, saveProgress, type SavedProgress } from './saved-progress';
import { useUploadQueue } from '../uploads/use-upload-queue';

type Action = InterviewEvent | { type: 'restore'; state: InterviewState };

function reducer(state: InterviewState, action: Action): InterviewState {
  return action.type === 'restore' ? action.state : interviewTransition(state, action);
}

/** Whether a saved session is being looked up, found (or absent), or could not be reached. */
export type ResumeCheck = 'checking' | 'ready' | 'unreachable';

/**
 * The candidate's journey through one job's interview: the core stage machine (docs/behaviour/interview.md §4.3), the
 * session credential, resuming a saved session on this device, and the progress kept for
 * completion (time per question, tab switches).
 */
export function useInterviewFlow(job: PublicJob) {
  const t = useT();
  const queue = useUploadQueue();
  const [state, dispatch] = useReducer(reducer, INITIAL_INTERVIEW_STATE);
  const progress = useRef<SavedProgress | null>(loadProgress(job.id));
  const [credential, setCredential] = useState<SessionCredential | null>(null);
  const [serverAnswered, setServerAnswered] = useState<number[]>([]);
  const [candidateName, setCandidateName] = useState('');
  const [resumeCheck, setResumeCheck] = useState<ResumeCheck>(progress.current ? 'checking' : 'ready');
  const questionCount = job.questions.length;

  /** Resumes where this device saw the candidate last, without the server (an offline reload). */
  const resumeOnDevice = useCallback(
    async (saved: SavedProgress): Promise<boolean> => {
      const reached = saved.reached;
      if (!reached) return false;
      const pendingIndexes = await queue.knownIndexes(saved.sessionId);
      const onDevice = 'kept on this device';
      const session: InterviewSession = {
        id: saved.sessionId,
        jobId: job.id,
        status: reached.completed ? 'completed' : 'in_progress',
        candidateName: reached.candidateName,
        completedAt: null,
        verificationFilePath: reached.verified ? onDevice : null,
        verificationStatus: 'pending',
        enrollmentRecordingUrl: reached.enrolled ? onDevice : null,
        answeredQuestionIndexes: reached.answered,
      };
      const requiresVerification = job.requireIdentityVerification === 'true';
      dispatch({
        type: 'restore',
        state: resumePoint({ session, pendingIndexes, questionCount, requiresVerification }),
      });
      setCredential({ sessionId: saved.sessionId, candidateToken: saved.candidateToken });
      // Answers no longer waiting on the device were acknowledged before the page closed.
      setServerAnswered(reached.answered.filter((index) => !pendingIndexes.includes(index)));
      setCandidateName(reached.candidateName);
      return true;
    },
    [job.id, job.requireIdentityVerification, queue, questionCount],
  );

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
      setCandidateName(session.candidateName ?? '');
      setResumeCheck('ready');
    } catch (error) {
      if (!isSessionGone(error)) {
        // No connection: resume from what this device saw, when it kept that.
        const resumed = saved.reached ? await resumeOnDevice(saved) : false;
        return setResumeCheck(resumed ? 'ready' : 'unreachable');
      }
      // The server no longer accepts this session: start afresh rather than get stuck.
      clearProgress(job.id);
      progress.current = null;
      setResumeCheck('ready');
    }
  }, [job.id, job.requireIdentityVerification, queue, questionCount, resumeOnDevice]);

  useEffect(() => {
    if (progress.current) void checkResume();
  }, [checkResume]);

  const remember = useCallback(
    (next: SessionCredential, name: string) => {
      const reached = {
        candidateName: name,
        verified: false,
        enrolled: false,
        answered: [],
        completed: false,
      };
      progress.current = { ...next, timePerQuestion: [], tabSwitchCount: 0, reached };
      saveProgress(job.id, progress.current);
      setCredential(next);
    },
    [job.id],
  );

  const start = useCallback(
    async (intake: Omit<SessionIntake, 'jobId'>) => {
      try {
        const created = await createSession({ ...intake, jobId: job.id });
        remember(created.credential, intake.name.trim());
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
          title: t('error.cannotStart'),
          description: t.known(errorMessage(error, t('error.cannotStartFallback'))),
          variant: 'destructive',
        });
      }
    },
    [job.id, job.requireIdentityVerification, remember, t],
  );

  /** Notes an answer saved on the device, with the seconds spent on its question when measured. */
  const recordAnswer = useCallback(
    (questionIndex: number, seconds: number | null) => {
      const saved = progress.current;
      if (!saved) return;
      const times = [...saved.timePerQuestion];
      if (seconds !== null) times[questionIndex] = Math.round(seconds);
      const reached = saved.reached && {
        ...saved.reached,
        answered: [...new Set([...saved.reached.answered, questionIndex])],
      };
      progress.current = { ...saved, timePerQuestion: times, ...(reached ? { reached } : {}) };
      saveProgress(job.id, progress.current);
    },
    [job.id],
  );

  // What the stage says the candidate has done, kept for an offline reload.
  useEffect(() => {
    const saved = progress.current;
    if (!saved?.reached) return;
    const past = (stages: string[]) => stages.includes(state.stage);
    const reached = {
      ...saved.reached,
      verified: saved.reached.verified || past(['enrollment', 'question', 'submitting', 'complete']),
      enrolled: saved.reached.enrolled || past(['question', 'submitting', 'complete']),
      completed: saved.reached.completed || state.stage === 'complete',
    };
    if (JSON.stringify(reached) === JSON.stringify(saved.reached)) return;
    progress.current = { ...saved, reached };
    saveProgress(job.id, progress.current);
  }, [job.id, state.stage]);

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
    recordAnswer,
    countTabSwitch,
    timePerQuestion,
    tabSwitchCount: () => progress.current?.tabSwitchCount ?? 0,
  };
}

/** What {@link useInterviewFlow} gives the stages. */
export type InterviewFlow = ReturnType<typeof useInterviewFlow>;
