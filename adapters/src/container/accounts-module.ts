import type { Digest } from '@sauti/core/ports/digest';
import type { PasswordHasher } from '@sauti/core/ports/password-hasher';
import {
  AdminCreateUser,
  AdministratorPolicy,
  ChangePassword,
  CreateTrustedAccount,
  EndImpersonation,
  ListImpersonationAudit,
  ListUsers,
  LoginSessions,
  OrganisationMembers,
  LoginUser,
  Logout,
  RecordImpersonatedAction,
  RegisterUser,
  RequestPasswordReset,
  ResetPassword,
  ResolveCurrentUser,
  StartImpersonation,
  VerifyEmail,
} from '@sauti/core/use-cases/accounts/index';
import { REGISTRATION_HASHES } from '@sauti/core/rules/abuse-budgets';
import { BusyGate } from '@sauti/core/use-cases/abuse/busy-gate';
import { ScryptPasswordHasher } from '../auth/scrypt-hasher.js';
import { Sha256Digest } from '../auth/sha256-digest.js';
import type { Config } from '../config/config.js';
import type { Logger } from '../system/logger.js';
import { ABUSE } from './abuse-module.js';
import { MAIL } from './mail-module.js';
import { bindings, type Get } from './bindings.js';
import type { PortModule } from './port-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token } from './tokens.js';
import { FirstRunSetup } from '@sauti/core/use-cases/accounts/first-run-setup';

/** Tokens of the account use cases and their helpers. */
export const ACCOUNTS = {
  Hasher: token<PasswordHasher>('PasswordHasher'),
  Digest: token<Digest>('Digest'),
  Admins: token<AdministratorPolicy>('AdministratorPolicy'),
  Sessions: token<LoginSessions>('LoginSessions'),
  Register: token<RegisterUser>('RegisterUser'),
  VerifyEmail: token<VerifyEmail>('VerifyEmail'),
  Members: token<OrganisationMembers>('OrganisationMembers'),
  Login: token<LoginUser>('LoginUser'),
  Logout: token<Logout>('Logout'),
  CurrentUser: token<ResolveCurrentUser>('ResolveCurrentUser'),
  ChangePassword: token<ChangePassword>('ChangePassword'),
  RequestPasswordReset: token<RequestPasswordReset>('RequestPasswordReset'),
  ResetPassword: token<ResetPassword>('ResetPassword'),
  AdminCreateUser: token<AdminCreateUser>('AdminCreateUser'),
  /** Account creation on a trusted operator's word (CLI, demo seed): no mail, joins at once. */
  CreateTrustedAccount: token<CreateTrustedAccount>('CreateTrustedAccount'),
  FirstRunSetup: token<FirstRunSetup>('FirstRunSetup'),
  ListUsers: token<ListUsers>('ListUsers'),
  StartImpersonation: token<StartImpersonation>('StartImpersonation'),
  EndImpersonation: token<EndImpersonation>('EndImpersonation'),
  RecordImpersonatedAction: token<RecordImpersonatedAction>('RecordImpersonatedAction'),
  ListImpersonationAudit: token<ListImpersonationAudit>('ListImpersonationAudit'),
};

/** Password hashing (scrypt), token digests, the administrator rule, login sessions and account use cases. */
export function accountsModule(config: Config, logger: Logger): PortModule {
  return {
    module: bindings(({ make, value }) => {
      const base = (get: Get) => {
        const repos = get(STORAGE.Repositories);
        return {
          repos,
          clock: get(TOKENS.Clock),
          ids: get(TOKENS.Ids),
          hasher: get(ACCOUNTS.Hasher),
          digest: get(ACCOUNTS.Digest),
        };
      };

      // One per process: every registration shares it.
      const registrationHashes = new BusyGate(REGISTRATION_HASHES);
      value(ACCOUNTS.Hasher, new ScryptPasswordHasher());
      value(ACCOUNTS.Digest, new Sha256Digest());
      make(ACCOUNTS.Admins, () => new AdministratorPolicy({ adminEmail: config.adminEmail ?? null }));
      make(ACCOUNTS.Sessions, (get) => {
        const { repos, clock, ids } = base(get);
        return new LoginSessions({ store: repos.loginSessions, clock, ids });
      });
      const placement = (get: Get) => {
        const { repos, clock, ids } = base(get);
        return {
          users: repos.users,
          organisations: repos.organisations,
          invitations: repos.invitations,
          clock,
          ids,
        };
      };
      const report = (what: string) => (error: unknown) => logger.error(what, error);
      make(ACCOUNTS.Register, (get) => {
        const { repos, clock, ids, digest } = base(get);
        return new RegisterUser({
          users: repos.users,
          registrations: repos.registrations,
          budgets: get(ABUSE.Budgets),
          digest,
          mailer: get(MAIL.Mailer),
          clock,
          ids,
          reportError: report('registration mail failed'),
        });
      });
      make(ACCOUNTS.VerifyEmail, (get) => {
        const { repos, digest, hasher } = base(get);
        return new VerifyEmail({
          ...placement(get),
          registrations: repos.registrations,
          digest,
          hasher,
          hashGate: registrationHashes,
          mailer: get(MAIL.Mailer),
          reportError: report('join request mail failed'),
        });
      });
      make(ACCOUNTS.Members, (get) => {
        const { repos, clock, ids } = base(get);
        return new OrganisationMembers({
          users: repos.users,
          organisations: repos.organisations,
          invitations: repos.invitations,
          budgets: get(ABUSE.Budgets),
          mailer: get(MAIL.Mailer),
          clock,
          ids,
          reportError: report('membership mail failed'),
        });
      });
      make(
        ACCOUNTS.CreateTrustedAccount,
        (get) => new CreateTrustedAccount({ ...placement(get), hasher: base(get).hasher }),
      );
      make(ACCOUNTS.FirstRunSetup, (get) => {
        const { repos, hasher, digest } = base(get);
        return new FirstRunSetup({
          ...placement(get),
          hasher,
          digest,
          setupCodes: repos.setupCodes,
          rateLimits: repos.rateLimits,
          adminEmail: config.adminEmail ?? null,
        });
      });
      make(
        ACCOUNTS.AdminCreateUser,
        (get) => new AdminCreateUser({ ...placement(get), hasher: base(get).hasher }),
      );
      make(ACCOUNTS.Login, (get) => {
        const { repos, clock, ids, hasher, digest } = base(get);
        return new LoginUser({
          users: repos.users,
          devices: repos.trustedDevices,
          hasher,
          digest,
          rateLimits: repos.rateLimits,
          clock,
          ids,
        });
      });
      make(ACCOUNTS.Logout, (get) => {
        const { repos, clock } = base(get);
        return new Logout({ sessions: get(ACCOUNTS.Sessions), audits: repos.impersonationAudits, clock });
      });
      make(
        ACCOUNTS.CurrentUser,
        (get) => new ResolveCurrentUser({ users: base(get).repos.users, admins: get(ACCOUNTS.Admins) }),
      );
      make(ACCOUNTS.ChangePassword, (get) => {
        const { repos, clock, hasher } = base(get);
        return new ChangePassword({ users: repos.users, hasher, sessions: repos.loginSessions, clock });
      });
      make(ACCOUNTS.RequestPasswordReset, (get) => {
        const { repos, clock, ids, digest } = base(get);
        return new RequestPasswordReset({
          users: repos.users,
          resetTokens: repos.passwordResetTokens,
          rateLimits: repos.rateLimits,
          digest,
          mailer: get(MAIL.Mailer),
          clock,
          ids,
          reportError: (error: unknown) => logger.error('password reset mail failed', error),
        });
      });
      make(ACCOUNTS.ResetPassword, (get) => {
        const { repos, clock, hasher, digest } = base(get);
        return new ResetPassword({
          users: repos.users,
          resetTokens: repos.passwordResetTokens,
          sessions: repos.loginSessions,
          digest,
          hasher,
          clock,
        });
      });
      make(
        ACCOUNTS.ListUsers,
        (get) => new ListUsers({ users: base(get).repos.users, admins: get(ACCOUNTS.Admins) }),
      );
      make(ACCOUNTS.StartImpersonation, (get) => {
        const { repos, clock, ids } = base(get);
        return new StartImpersonation({
          users: repos.users,
          audits: repos.impersonationAudits,
          admins: get(ACCOUNTS.Admins),
          clock,
          ids,
        });
      });
      make(
        ACCOUNTS.EndImpersonation,
        (get) =>
          new EndImpersonation({ audits: base(get).repos.impersonationAudits, clock: base(get).clock }),
      );
      make(ACCOUNTS.RecordImpersonatedAction, (get) => {
        const { repos, clock, ids } = base(get);
        return new RecordImpersonatedAction({ audits: repos.impersonationAudits, clock, ids });
      });
      make(ACCOUNTS.ListImpersonationAudit, (get) => {
        const { repos } = base(get);
        return new ListImpersonationAudit({ audits: repos.impersonationAudits, users: repos.users });
      });
    }),
    ports: [{ port: 'passwords', adapter: 'scrypt (N=2^15, r=8, p=1)' }],
  };
}
