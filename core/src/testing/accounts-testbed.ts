import { AdminCreateUser } from '../use-cases/accounts/admin-create-user.js';
import { AdministratorPolicy } from '../use-cases/accounts/administrator.js';
import { ChangePassword } from '../use-cases/accounts/change-password.js';
import { ResolveCurrentUser } from '../use-cases/accounts/current-user.js';
import { EndImpersonation } from '../use-cases/accounts/end-impersonation.js';
import { ListImpersonationAudit } from '../use-cases/accounts/list-impersonation-audit.js';
import { ListUsers } from '../use-cases/accounts/list-users.js';
import { LoginUser } from '../use-cases/accounts/login.js';
import { LoginSessions } from '../use-cases/accounts/login-session.js';
import { Logout } from '../use-cases/accounts/logout.js';
import { RecordImpersonatedAction } from '../use-cases/accounts/record-impersonated-action.js';
import { RegisterUser } from '../use-cases/accounts/register.js';
import { RequestPasswordReset } from '../use-cases/accounts/request-password-reset.js';
import { ResetPassword } from '../use-cases/accounts/reset-password.js';
import { StartImpersonation } from '../use-cases/accounts/start-impersonation.js';
import { FakeDigest, FakePasswordHasher } from './fake-password-hasher.js';
import { FixedClock, SequentialIds } from './fixed-clock.js';
import { InMemoryImpersonationAuditRepository } from './in-memory-impersonation-audits.js';
import { InMemoryLoginSessionStore } from './in-memory-login-sessions.js';
import { InMemoryOrganisationRepository } from './in-memory-organisations.js';
import { InMemoryRateLimitStore } from './in-memory-rate-limits.js';
import { InMemoryPasswordResetTokenRepository } from './in-memory-reset-tokens.js';
import { InMemoryUserRepository } from './in-memory-users.js';
import { RecordingMailer } from './recording-mailer.js';

/**
 * Every account use case wired to in-memory fakes, for core tests and for later suites that
 * need signed-in users. `adminEmail` unset means the first account is the administrator.
 */
export function accountsTestbed(options: { adminEmail?: string } = {}) {
  const ports = {
    users: new InMemoryUserRepository(),
    organisations: new InMemoryOrganisationRepository(),
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
  const {
    users,
    organisations,
    sessionStore,
    resetTokens,
    rateLimits,
    audits,
    mailer,
    hasher,
    digest,
    clock,
    ids,
  } = ports;
  const admins = new AdministratorPolicy({ users, adminEmail: options.adminEmail ?? null });
  const sessions = new LoginSessions({ store: sessionStore, clock, ids });
  const accountDeps = { users, organisations, hasher, clock, ids };
  return {
    ...ports,
    admins,
    sessions,
    register: new RegisterUser(accountDeps),
    adminCreateUser: new AdminCreateUser(accountDeps),
    login: new LoginUser({ users, hasher, rateLimits, clock }),
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
