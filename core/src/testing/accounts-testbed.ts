import { AbuseBudgets } from '../use-cases/abuse/abuse-budgets.js';
import { AdminCreateUser } from '../use-cases/accounts/admin-create-user.js';
import { AdministratorPolicy } from '../use-cases/accounts/administrator.js';
import { ChangePassword } from '../use-cases/accounts/change-password.js';
import type { NewAccountInput } from '../use-cases/accounts/create-account.js';
import { ResolveCurrentUser } from '../use-cases/accounts/current-user.js';
import { EndImpersonation } from '../use-cases/accounts/end-impersonation.js';
import { ListImpersonationAudit } from '../use-cases/accounts/list-impersonation-audit.js';
import { ListUsers } from '../use-cases/accounts/list-users.js';
import { LoginUser } from '../use-cases/accounts/login.js';
import { LoginSessions } from '../use-cases/accounts/login-session.js';
import { Logout } from '../use-cases/accounts/logout.js';
import { OrganisationMembers } from '../use-cases/accounts/organisation-members.js';
import { RecordImpersonatedAction } from '../use-cases/accounts/record-impersonated-action.js';
import { RegisterUser } from '../use-cases/accounts/register.js';
import { RequestPasswordReset } from '../use-cases/accounts/request-password-reset.js';
import { ResetPassword } from '../use-cases/accounts/reset-password.js';
import { StartImpersonation } from '../use-cases/accounts/start-impersonation.js';
import { VerifyEmail } from '../use-cases/accounts/verify-email.js';
import { FakeDigest, FakePasswordHasher } from './fake-password-hasher.js';
import { FixedClock, SequentialIds } from './fixed-clock.js';
import { InMemoryImpersonationAuditRepository } from './in-memory-impersonation-audits.js';
import { InMemoryInvitationRepository } from './in-memory-invitations.js';
import { InMemoryLoginSessionStore } from './in-memory-login-sessions.js';
import { InMemoryOrganisationRepository } from './in-memory-organisations.js';
import { InMemoryRateLimitStore } from './in-memory-rate-limits.js';
import { InMemoryRegistrationRepository } from './in-memory-registrations.js';
import { InMemoryTrustedDeviceRepository } from './in-memory-trusted-devices.js';
import { InMemoryPasswordResetTokenRepository } from './in-memory-reset-tokens.js';
import { InMemoryUserRepository } from './in-memory-users.js';
import { RecordingMailer } from './recording-mailer.js';

/** The origin account mails link to in tests. */
export const TESTBED_ORIGIN = 'https://hire.example.test';

/** The token of the newest confirmation link mailed to `email`, or null. */
export function mailedVerifyToken(mailer: RecordingMailer, email: string): string | null {
  const mails = mailer.to(email.trim().toLowerCase());
  for (const mail of [...mails].reverse()) {
    const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (token) return token;
  }
  return null;
}

/** Every account use case wired to in-memory fakes, for core tests and later suites. */
export function accountsTestbed(options: { adminEmail?: string } = {}) {
  const ports = {
    users: new InMemoryUserRepository(),
    organisations: new InMemoryOrganisationRepository(),
    registrations: new InMemoryRegistrationRepository(),
    invitations: new InMemoryInvitationRepository(),
    devices: new InMemoryTrustedDeviceRepository(),
    sessionStore: new InMemoryLoginSessionStore(),
    resetTokens: new InMemoryPasswordResetTokenRepository(),
    rateLimits: new InMemoryRateLimitStore(),
    audits: new InMemoryImpersonationAuditRepository(),
    mailer: new RecordingMailer(),
    hasher: new FakePasswordHasher(),
    digest: new FakeDigest(),
    clock: new FixedClock(),
    ids: new SequentialIds(),
  };
  const { users, organisations, registrations, invitations, devices, sessionStore, resetTokens, rateLimits } =
    ports;
  const { audits, mailer, hasher, digest, clock, ids } = ports;
  const admins = new AdministratorPolicy({ adminEmail: options.adminEmail ?? null });
  const sessions = new LoginSessions({ store: sessionStore, clock, ids });
  const budgets = new AbuseBudgets({ store: rateLimits, clock });
  const placement = { users, organisations, invitations, clock, ids };
  const register = new RegisterUser({ users, registrations, budgets, digest, mailer, clock, ids });
  const verifyEmail = new VerifyEmail({ ...placement, registrations, digest, hasher, mailer });
  return {
    ...ports,
    admins,
    sessions,
    budgets,
    register,
    verifyEmail,
    /** Registers through the mailed link, as a visitor does; the confirmed account. */
    async signUp(account: NewAccountInput, addressKey: string | null = null) {
      await register.execute({ ...account, origin: TESTBED_ORIGIN, addressKey });
      const token = mailedVerifyToken(mailer, account.email);
      if (!token) throw new Error(`no confirmation mail for ${account.email}`);
      return verifyEmail.execute({
        token,
        password: account.password,
        // The names typed when registering, kept as they are (the page shows them for correction).
        firstName: account.firstName ?? '',
        lastName: account.lastName ?? '',
        origin: TESTBED_ORIGIN,
      });
    },
    members: new OrganisationMembers({ users, organisations, invitations, budgets, mailer, clock, ids }),
    adminCreateUser: new AdminCreateUser({ ...placement, hasher }),
    login: new LoginUser({ users, devices, hasher, digest, rateLimits, clock, ids }),
    logout: new Logout({ sessions, audits, clock }),
    currentUser: new ResolveCurrentUser({ users, admins }),
    changePassword: new ChangePassword({ users, hasher, sessions: sessionStore, clock }),
    requestPasswordReset: new RequestPasswordReset({
      users,
      resetTokens,
      rateLimits,
      digest,
      mailer,
      clock,
      ids,
    }),
    resetPassword: new ResetPassword({ users, resetTokens, sessions: sessionStore, digest, hasher, clock }),
    listUsers: new ListUsers({ users, admins }),
    startImpersonation: new StartImpersonation({ users, audits, admins, clock, ids }),
    endImpersonation: new EndImpersonation({ audits, clock }),
    recordImpersonatedAction: new RecordImpersonatedAction({ audits, clock, ids }),
    listImpersonationAudit: new ListImpersonationAudit({ audits, users }),
  };
}

/** The wired testbed's type. */
export type AccountsTestbed = ReturnType<typeof accountsTestbed>;
