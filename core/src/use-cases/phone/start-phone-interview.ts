import { DomainError } from '../../domain/errors.js';
import type { StartPhoneInterviewRequest, PhoneInterviewView } from '../../contract/phone.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { PhoneNumbers } from '../../ports/phone-numbers.js';
import type { InvitationAdmission } from '../candidate-invitations/invitation-admission.js';
import { INTERVIEW_NOT_FOUND_MESSAGE } from '../jobs/get-public-job.js';
import { issueCandidateToken } from '../interview/candidate-credential.js';
import { newPin, PIN_VALID_MS } from './pin.js';
import { PHONE_MESSAGES, pinText } from './phone-messages.js';
import { placeCall, type CallDeps } from './place-call.js';

/** How many PINs are drawn before giving up on a free one (a million PINs, a few thousand open). */
const PIN_DRAWS = 5;

/**
 * POST /api/phone-interviews: the candidate asks to take the interview by phone call
 * (docs/behaviour/interview.md §20). The session starts as the intake's would (the job's start
 * budget, an invitation claimed and linked), without consent: it is asked, and its key press
 * recorded, on the call before anything is recorded. The number is kept in E.164; the PIN (only its
 * digest is stored) resumes the interview on any call to Sauti's number. With 'outbound' Sauti
 * rings the number at once; either way the PIN and the number go by text message.
 */
export class StartPhoneInterview {
  constructor(
    private readonly deps: Omit<CallDeps, 'telephony'> & {
      telephony: CallDeps['telephony'] | null;
      jobs: JobRepository;
      sessions: CandidateSessionRepository;
      numbers: PhoneNumbers;
      invitations: InvitationAdmission;
    },
  ) {}

  /**
   * Errors: PROVIDER_UNAVAILABLE (no provider configured), NOT_FOUND (job not open),
   * VALIDATION_FAILED (a number that cannot be called), FORBIDDEN (the job needs a camera
   * identity check), RATE_LIMITED (the job's starts, the number's or the job's calls), and those of
   * an invitation.
   */
  async execute(
    request: StartPhoneInterviewRequest,
    client: { ipAddress: string | null },
  ): Promise<PhoneInterviewView> {
    const { telephony, jobs, sessions, ids, digest, clock, budgets } = this.deps;
    if (!telephony) throw new DomainError('PROVIDER_UNAVAILABLE', PHONE_MESSAGES.notOffered);
    const job = await jobs.findById(request.jobId);
    if (!job || job.status !== 'active') throw new DomainError('NOT_FOUND', INTERVIEW_NOT_FOUND_MESSAGE);
    if (job.requireIdentityVerification === 'true')
      throw new DomainError('FORBIDDEN', PHONE_MESSAGES.identityRequired);
    const number = this.deps.numbers.normalise(request.candidatePhone);
    if (!number) throw new DomainError('VALIDATION_FAILED', PHONE_MESSAGES.badNumber);
    const invitation = await this.deps.invitations.admit(job, request.invitation || null);
    await budgets.sessionStartForJob(job.id);

    const now = clock.now();
    const { token, hash } = issueCandidateToken(ids, digest);
    const session = await sessions.create({
      id: ids.newId(),
      jobId: job.id,
      startedAt: now,
      candidateName: request.candidateName,
      candidatePhone: number,
      candidateEmail: request.candidateEmail || null,
      ipAddress: client.ipAddress,
      candidateTokenHash: hash,
    });
    const pin = await this.claimPin(session.id, job.id, number, request.mode, now);
    if (invitation) await this.deps.invitations.linkSession(invitation, session.id);

    let calling = false;
    if (request.mode === 'outbound') {
      calling = await placeCall(
        { ...this.deps, telephony },
        { sessionId: session.id, jobId: job.id, number, retryOf: null },
      )
        .then(() => true)
        .catch((error: unknown) => {
          // A spent call budget is the candidate's answer; a provider failure leaves the PIN to call in with.
          if (error instanceof DomainError && error.code === 'RATE_LIMITED') throw error;
          return false;
        });
    }
    const text = pinText({
      jobTitle: job.title,
      company: job.companyName || 'the hiring company',
      pin,
      number: telephony.number,
      calling,
    });
    // The page shows the same; it says whether the text went.
    const texted = await telephony
      .sendSms({ to: number, text })
      .then(() => true)
      .catch(() => false);
    return {
      sessionId: session.id,
      candidateToken: token,
      mode: request.mode,
      number: telephony.number,
      pin,
      calling,
      texted,
    };
  }

  private async claimPin(
    sessionId: string,
    jobId: string,
    phone: string,
    mode: 'outbound' | 'inbound',
    now: Date,
  ): Promise<string> {
    for (let draw = 0; draw < PIN_DRAWS; draw++) {
      const pin = newPin(this.deps.ids);
      try {
        await this.deps.phoneInterviews.addInterview({
          sessionId,
          jobId,
          phone,
          mode,
          pinHash: this.deps.digest.sha256Hex(pin),
          pinExpiresAt: new Date(now.getTime() + PIN_VALID_MS),
          consentedAt: null,
          createdAt: now,
        });
        return pin;
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'CONFLICT')) throw error;
      }
    }
    throw new DomainError('UNAVAILABLE', 'No PIN could be set for this interview. Please try again.');
  }
}
