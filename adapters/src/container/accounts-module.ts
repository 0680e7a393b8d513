import { ContainerModule, type ResolutionContext } from 'inversify';
import type { Clock, Ids } from '@sauti/core/ports/clock';
import type { Digest, PasswordHasher } from '@sauti/core/ports/password-hasher';
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
import { REGISTRATION_HASHES } from '@sauti/core/use-cases/abuse/budgets';
import { BusyGate } from '@sauti/core/use-cases/abuse/busy-gate';
import { ScryptPasswordHasher } from '../auth/scrypt-hasher.js';
import { Sha256Digest } from '../auth/sha256-digest.js';
import type { Config } from '../config/config.js';
import type { Logger } from '../system/logger.js';
import { ABUSE } from './abuse-module.js';
import { MAIL } from './mail-module.js';
import type { PortModule } from './port-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token, type Token } from './tokens.js';

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
  ListUsers: token<ListUsers>('ListUsers'),
  StartImpersonation: token<StartImpersonation>('StartImpersonation'),
  EndImpersonation: token<EndImpersonation>('EndImpersonation'),
  RecordImpersonatedAction: token<RecordImpersonatedAction>('RecordImpersonatedAction'),
  ListImpersonationAudit: token<ListImpersonationAudit>('ListImpersonationAudit'),
};

/** Password hashing (scrypt), token digests, the administrator rule, login sessions and account use cases. */
export function accountsModule(config: Config, logger: Logger): PortModule {
  return {
    module: new ContainerModule(({ bind }) => {
      const dyn = <T>(t: Token<T>, make: (get: <U>(t: Token<U>) => U) => T) =>
        bind(t.id).toDynamicValue((ctx: ResolutionContext) => make((u) => ctx.get(u.id)));
      const base = (get: <U>(t: Token<U>) => U) => {
        const repos = get(STORAGE.Repositories);
        return {
          repos,
          clock: get<Clock>(TOKENS.Clock),
          ids: get<Ids>(TOKENS.Ids),
          hasher: get(ACCOUNTS.Hasher),
          digest: get(ACCOUNTS.Digest),
        };
      };

      // One per process: every registration shares it.
      const registrationHashes = new BusyGate(REGISTRATION_HASHES);
      bind(ACCOUNTS.Hasher.id).toConstantValue(new ScryptPasswordHasher());
      bind(ACCOUNTS.Digest.id).toConstantValue(new Sha256Digest());
      dyn(ACCOUNTS.Admins, () => new AdministratorPolicy({ adminEmail: config.adminEmail ?? null }));
      dyn(ACCOUNTS.Sessions, (get) => {
        const { repos, clock, ids } = base(get);
        return new LoginSessions({ store: repos.loginSessions, clock, ids });
      });
      const placement = (get: <U>(t: Token<U>) => U) => {
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
      dyn(ACCOUNTS.Register, (get) => {
        const { repos, clock, ids, hasher, digest } = base(get);
        return new RegisterUser({
          users: repos.users,
          registrations: repos.registrations,
          budgets: get(ABUSE.Budgets),
          hasher,
          digest,
          mailer: get(MAIL.Mailer),
          clock,
          ids,
          hashGate: registrationHashes,
          reportError: report('registration mail failed'),
        });
      });
      dyn(ACCOUNTS.VerifyEmail, (get) => {
        const { repos, digest } = base(get);
        return new VerifyEmail({
          ...placement(get),
          registrations: repos.registrations,
          digest,
          mailer: get(MAIL.Mailer),
          reportError: report('join request mail failed'),
        });
      });
      dyn(ACCOUNTS.Members, (get) => {
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
      dyn(
        ACCOUNTS.CreateTrustedAccount,
        (get) => new CreateTrustedAccount({ ...placement(get), hasher: base(get).hasher }),
      );
      dyn(
        ACCOUNTS.AdminCreateUser,
        (get) => new AdminCreateUser({ ...placement(get), hasher: base(get).hasher }),
      );
      dyn(ACCOUNTS.Login, (get) => {
        const { repos, clock, ids, hasher, digest } = base(get);
        return new LoginUser({
          users: repos.users,
          registrations: repos.registrations,
          devices: repos.trustedDevices,
          hasher,
          digest,
          rateLimits: repos.rateLimits,
          clock,
          ids,
        });
      });
      dyn(ACCOUNTS.Logout, (get) => {
        const { repos, clock } = base(get);
        return new Logout({ sessions: get(ACCOUNTS.Sessions), audits: repos.impersonationAudits, clock });
      });
      dyn(
        ACCOUNTS.CurrentUser,
        (get) => new ResolveCurrentUser({ users: base(get).repos.users, admins: get(ACCOUNTS.Admins) }),
      );
      dyn(ACCOUNTS.ChangePassword, (get) => {
        const { repos, clock, hasher } = base(get);
        return new ChangePassword({ users: repos.users, hasher, sessions: repos.loginSessions, clock });
      });
      dyn(ACCOUNTS.RequestPasswordReset, (get) => {
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
      dyn(ACCOUNTS.ResetPassword, (get) => {
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
      dyn(
        ACCOUNTS.ListUsers,
        (get) => new ListUsers({ users: base(get).repos.users, admins: get(ACCOUNTS.Admins) }),
      );
      dyn(ACCOUNTS.StartImpersonation, (get) => {
        const { repos, clock, ids } = base(get);
        return new StartImpersonation({
          users: repos.users,
          audits: repos.impersonationAudits,
          admins: get(ACCOUNTS.Admins),
          clock,
          ids,
        });
      });
      dyn(
        ACCOUNTS.EndImpersonation,
        (get) =>
          new EndImpersonation({ audits: base(get).repos.impersonationAudits, clock: base(get).clock }),
      );
      dyn(ACCOUNTS.RecordImpersonatedAction, (get) => {
        const { repos, clock, ids } = base(get);
        return new RecordImpersonatedAction({ audits: repos.impersonationAudits, clock, ids });
      });
      dyn(ACCOUNTS.ListImpersonationAudit, (get) => {
        const { repos } = base(get);
        return new ListImpersonationAudit({ audits: repos.impersonationAudits, users: repos.users });
      });
    }),
    ports: [{ port: 'passwords', adapter: 'scrypt (N=2^15, r=8, p=1)' }],
  };
}
