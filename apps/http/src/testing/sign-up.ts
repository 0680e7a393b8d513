import { ACCOUNTS } from '@sauti/adapters/container/accounts-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { TestClient } from './client.js';
import { mailedLink } from './outbox.js';
import type { TestApp } from './test-app.js';

/** What a visitor types into the registration form, and the password chosen on the confirmation page. */
export interface SignUpDetails {
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

/** A server to sign up on: in this process (its container) or another (its DATA_DIR's outbox). */
export type SignUpServer = Pick<TestApp, 'url' | 'app'> | { url: string; dataDir: string };

/** Where the server writes its outbox (its DATA_DIR). */
export function dataDirOf(server: SignUpServer): string {
  return 'dataDir' in server ? server.dataDir : server.app.get(TOKENS.Config).dataDir;
}

/** The confirmation link last mailed to `email` (read from the outbox, as the owner would). */
export async function confirmationToken(server: SignUpServer, email: string): Promise<string> {
  const link = await mailedLink(dataDirOf(server), email, '/verify-email');
  return link.searchParams.get('token') ?? '';
}

/** The password test accounts get unless one is given. */
export const TEST_PASSWORD = 'correct horse 1';

/**
 * Signs up through the real flow, as a person does: POST /api/register, the confirmation link read
 * from the outbox, POST /api/verify-email with the password chosen there. Returns the client (now signed in) and the user it
 * answered; throws with the server's words when a step fails.
 */
export async function signUp(
  server: SignUpServer,
  details: SignUpDetails,
  client = new TestClient(server.url),
) {
  const { password = TEST_PASSWORD, ...registration } = { firstName: 'Test', lastName: 'User', ...details };
  const registered = await client.post('/api/register', registration);
  if (registered.status !== 202)
    throw new Error(`register ${details.email}: ${registered.status} ${registered.text}`);
  const token = await confirmationToken(server, details.email);
  // The password is chosen on the confirmation page, as its owner does.
  const { firstName, lastName } = registration;
  const verified = await client.post('/api/verify-email', { token, password, firstName, lastName });
  if (verified.status !== 200)
    throw new Error(`verify ${details.email}: ${verified.status} ${verified.text}`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { client, user: verified.body as any };
}

/**
 * Signs up a colleague of an existing member's organisation: the member invites the address
 * first, so the colleague joins on confirming it (as a real team does) instead of waiting.
 */
export async function signUpColleague(server: SignUpServer, member: TestClient, details: SignUpDetails) {
  const invited = await member.post('/api/organisation/invitations', { email: details.email });
  if (invited.status !== 201) throw new Error(`invite ${details.email}: ${invited.status} ${invited.text}`);
  return signUp(server, details);
}

/**
 * An account made the trusted way the CLI's `sauti users create` makes one (no mail, joins its
 * organisation at once), then signed in through POST /api/login. For suites about something
 * else that need a user where mail is not read from the outbox (an SMTP test server).
 */
export async function trustedAccount(server: Pick<TestApp, 'url' | 'app'>, details: SignUpDetails) {
  const password = details.password ?? TEST_PASSWORD;
  await server.app
    .get(ACCOUNTS.CreateTrustedAccount)
    .execute({ firstName: 'Test', lastName: 'User', ...details, password });
  const client = new TestClient(server.url);
  const login = await client.post('/api/login', { email: details.email, password });
  if (login.status !== 200) throw new Error(`sign in ${details.email}: ${login.status} ${login.text}`);
  return { client, user: login.body as { id: string; email: string } };
}
