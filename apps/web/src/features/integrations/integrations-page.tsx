import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { API_LINKS, paths } from '@/paths';
import { ApiKeysCard } from './api-keys-card';
import { WebhooksCard } from './webhooks-card';

/**
 * Integrations (`/integrations`, docs/behaviour/platform.md §18): everything another system needs
 * to reach the organisation's data, in one place a member finds from Settings and the account
 * menu: the API reference, API keys (docs/behaviour/platform.md §14) and webhooks
 * (docs/behaviour/platform.md §16).
 */
export function IntegrationsPage() {
  const origin = window.location.origin;
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-semibold">Integrations</h1>
        <p className="text-muted-foreground">
          Connect your applicant tracking system, spreadsheets or chat to Sauti: read jobs and candidates with
          an API key, and be told when something happens with a webhook.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle level={2}>API</CardTitle>
          <CardDescription>
            Every call, its parameters and examples. Calls need an API key (below) in an{' '}
            <code>Authorization: Bearer</code> header.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-sm">
          <dl className="grid gap-1 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
            <dt className="text-muted-foreground">Base address</dt>
            <dd className="font-mono break-all">{`${origin}${API_LINKS.base}`}</dd>
            <dt className="text-muted-foreground">OpenAPI document</dt>
            <dd className="font-mono break-all">
              <a
                href={API_LINKS.openApiDocument}
                className="text-primary hover:underline"
              >{`${origin}${API_LINKS.openApiDocument}`}</a>
            </dd>
          </dl>
          <Link to={paths.developers.href()} className={`${buttonClasses('outline')} self-start`}>
            Open the API reference
          </Link>
        </CardContent>
      </Card>
      <ApiKeysCard />
      <WebhooksCard />
    </main>
  );
}
