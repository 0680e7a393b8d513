import { SESSION_COOKIE } from '@sauti/http/auth/login-session';
import { TestClient } from '@sauti/http/testing/client';
import { signUp } from '@sauti/http/testing/sign-up';
import { loadJobForm } from './interview-script.js';

/** What HR sees of one candidate in the review list. */
export interface ReviewedCandidate {
  sessionId: string;
  status: string;
  responseCount: number;
  evaluated: boolean;
}

/** What the review API says about the job: candidates, and what is still pending. */
export interface ReviewState {
  candidates: ReviewedCandidate[];
  /** stats.awaitingEvaluation: completed, not evaluated yet. */
  awaitingEvaluation: number;
}

/** What the candidate detail call says about transcripts and the evaluation's input. */
export interface CandidateDetail {
  transcripts: (string | null)[];
  /** Answers the latest evaluation judged without a transcript ('transcript missing'). */
  evaluatedWithoutTranscript: number;
}

/** HR of the organisation owning the load job, reading the review API. */
export interface HrView {
  jobId: string;
  client: TestClient;
  /** Points the same signed-in HR at a restarted server. */
  at(url: string): HrView;
  review(): Promise<ReviewState>;
  /** One candidate's detail: transcripts (null = pending) and answers the evaluation could not assess. */
  detail(sessionId: string): Promise<CandidateDetail>;
}

const HR = {
  email: 'amina@acme-logistics.co.ke',
  password: 'correct horse 1',
  firstName: 'Amina',
  lastName: 'Odhiambo',
};

function view(client: TestClient, jobId: string): HrView {
  return {
    jobId,
    client,
    at: (next) => {
      const moved = new TestClient(next);
      const cookie = client.cookie(SESSION_COOKIE);
      if (cookie) moved.setCookie(SESSION_COOKIE, cookie);
      return view(moved, jobId);
    },
    async review() {
      const res = await client.get(`/api/jobs/${jobId}/candidates-v2?limit=500`);
      if (res.status !== 200)
        throw new Error(`review list answered ${res.status}: ${res.text.slice(0, 200)}`);
      return {
        candidates: (
          res.body.candidates as {
            session: { id: string; status: string };
            responseCount: number;
            evaluation: unknown;
          }[]
        ).map((c) => ({
          sessionId: c.session.id,
          status: c.session.status,
          responseCount: c.responseCount,
          evaluated: c.evaluation !== null,
        })),
        awaitingEvaluation: res.body.stats.awaitingEvaluation,
      };
    },
    async detail(sessionId) {
      const res = await client.get(`/api/jobs/${jobId}/candidates-v2/${sessionId}`);
      if (res.status !== 200) throw new Error(`candidate detail answered ${res.status}`);
      const notAssessable = (res.body.evaluation?.notAssessable ?? []) as { reason: string }[];
      return {
        transcripts: (res.body.responses as { questionIndex: number; transcribedText: string | null }[])
          .sort((a, b) => a.questionIndex - b.questionIndex)
          .map((r) => r.transcribedText),
        evaluatedWithoutTranscript: notAssessable.filter((a) => a.reason === 'transcript missing').length,
      };
    },
  };
}

/**
 * Signs HR up on the server at `url` (the confirmation link read from its DATA_DIR's outbox) and
 * creates the load job.
 */
export async function setUpHr(url: string, dataDir: string): Promise<HrView> {
  const { client } = await signUp({ url, dataDir }, HR);
  const job = await client.post('/api/jobs', loadJobForm());
  if (job.status !== 201) throw new Error(`job creation answered ${job.status}: ${job.text}`);
  return view(client, job.body.id as string);
}
