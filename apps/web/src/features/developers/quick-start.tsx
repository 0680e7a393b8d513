import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** A shell command shown as it is typed; scrolls sideways inside its box on a narrow phone. */
function Command({ children }: { children: string }) {
  return <pre className="max-w-full overflow-x-auto rounded-md bg-muted p-3 text-xs">{children}</pre>;
}

/**
 * The quick start of /developers (docs/behaviour/platform.md §15): curl calls against this very
 * server, then the round trip an applicant tracking system makes, with the example in the
 * repository (examples/ats-round-trip).
 */
export function QuickStart({ origin }: { origin: string }) {
  const key = 'export SAUTI_KEY=sk_live_…   # Integrations → API keys';
  const base = `${origin}/api/v1`;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="quick-start">
      <h2 id="quick-start" className="text-xl font-semibold">
        Quick start
      </h2>
      <Card>
        <CardHeader>
          <CardTitle level={3} className="text-base">
            1. Read your jobs
          </CardTitle>
          <CardDescription>Create a key on the Integrations page; a read key can only read.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm">
          <Command>{`${key}\ncurl -H "Authorization: Bearer $SAUTI_KEY" ${base}/jobs`}</Command>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle level={3} className="text-base">
            2. Invite candidates, safely retried
          </CardTitle>
          <CardDescription>
            A read_write key. Send a new Idempotency-Key per operation and the same one on every retry: a
            retry gets the first answer again (Idempotent-Replayed: true), so nobody is invited twice.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm">
          <Command>{`curl -X POST ${base}/jobs/$JOB_ID/invitations \\
  -H "Authorization: Bearer $SAUTI_KEY" \\
  -H "Idempotency-Key: $(uuidgen)" \\
  -H "Content-Type: application/json" \\
  -d '{"candidates":[{"name":"Wanjiru Kamau","email":"wanjiru@example.com","phone":"+254700000000","external_reference":"GH-48213"}]}'`}</Command>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle level={3} className="text-base">
            3. Get the results back
          </CardTitle>
          <CardDescription>
            Add a webhook endpoint for evaluation.completed (here, or on Integrations → Webhooks), keep the
            secret it answers once, and verify each delivery&apos;s signature with it (Standard Webhooks);
            then find the candidate by your own id.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm">
          <Command>{`curl -X POST ${base}/webhooks \
  -H "Authorization: Bearer $SAUTI_KEY" \
  -H "Idempotency-Key: $(uuidgen)" \
  -H "Content-Type: application/json" \
  -d '{"url":"https://ats.example.com/hooks/sauti","events":["evaluation.completed"]}'`}</Command>
          <Command>{`curl -H "Authorization: Bearer $SAUTI_KEY" "${base}/candidates?external_reference=GH-48213"`}</Command>
          <p>
            A worked round trip, from an applicant tracking system&apos;s CSV export to a CSV of results, is
            in the repository under <code>examples/ats-round-trip</code>.
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
