import { Fragment } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { getQueryFn } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { API_LINKS } from '@/paths';
import { operationsOf, type OpenApiDocument, type Operation, type SchemaObject } from './openapi-reading';
import { QuickStart } from './quick-start';

const DOCUMENT_PATH = API_LINKS.openApiDocument;

/** A path that may wrap after each slash on a narrow phone, never inside a word. */
function PathWithBreaks({ path }: { path: string }) {
  return path
    .split('/')
    .slice(1)
    .map((segment, i) => (
      <Fragment key={i}>
        /{segment}
        <wbr />
      </Fragment>
    ));
}

function OperationCard({ operation }: { operation: Operation }) {
  return (
    <Card id={`${operation.method}-${operation.path}`}>
      <CardHeader>
        <CardTitle level={3} className="flex flex-wrap items-center gap-2 text-base">
          <Badge>{operation.method}</Badge>
          <code>
            <PathWithBreaks path={operation.path} />
          </code>
        </CardTitle>
        <CardDescription>
          {operation.summary}
          {operation.authenticated ? ' · needs an API key' : ' · public'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {operation.parameters.length > 0 && (
          <div>
            <h4 className="font-medium">Parameters</h4>
            <ul className="list-disc pl-5">
              {operation.parameters.map((p) => (
                <li key={`${p.in}-${p.name}`} className="break-words">
                  <code>{p.name}</code> ({p.in}
                  {p.required ? ', required' : ''}){p.description ? `: ${p.description}` : ''}
                </li>
              ))}
            </ul>
          </div>
        )}
        {operation.body && (
          <p>
            <span className="font-medium">Body:</span>{' '}
            <a href={`#schema-${operation.body}`}>{operation.body}</a>
          </p>
        )}
        <div>
          <h4 className="font-medium">Answers</h4>
          <ul className="list-disc pl-5">
            {operation.responses.map((r) => (
              <li key={r.status} className="break-words">
                <code>{r.status}</code> {r.description}
                {r.schema && (
                  <>
                    {' '}
                    → <a href={`#schema-${r.schema}`}>{r.schema}</a>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * An identifier that may wrap between its parts on a narrow phone ("Webhook|Endpoint|Request",
 * "require_|identity_|verification"), never inside one.
 */
function Identifier({ name }: { name: string }) {
  const parts = name.split(/(?<=_)|(?<=[a-z0-9])(?=[A-Z])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

function SchemaCard({ name, schema }: { name: string; schema: SchemaObject }) {
  return (
    <Card id={`schema-${name}`}>
      <CardHeader>
        <CardTitle level={3} className="text-base">
          <Identifier name={name} />
        </CardTitle>
        {schema.description && <CardDescription>{schema.description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        {schema.properties && (
          <ul className="list-disc pl-5">
            {Object.entries(schema.properties).map(([field, property]) => (
              <li key={field} className="break-words">
                <code>
                  <Identifier name={field} />
                </code>
                {property.description ? `: ${property.description}` : ''}
              </li>
            ))}
          </ul>
        )}
        {schema.example !== undefined && (
          <pre className="max-w-full overflow-x-auto rounded-md bg-muted p-3 text-xs">
            {JSON.stringify(schema.example, null, 2)}
          </pre>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /developers (docs/behaviour/platform.md §15): the API's OpenAPI document rendered by the app
 * itself (no viewer from another site, nothing fetched but the document).
 */
export function DevelopersPage() {
  const document = useQuery({
    queryKey: [DOCUMENT_PATH],
    queryFn: getQueryFn<OpenApiDocument>({ on401: 'throw' }),
  });
  if (document.isPending)
    return (
      <div className="flex justify-center p-10">
        <Spinner />
      </div>
    );
  if (document.isError || !document.data)
    return (
      <main className="mx-auto max-w-3xl p-4 sm:p-6">
        <p role="alert" className="text-destructive">
          {errorMessage(document.error, 'The API description could not be loaded.')}
        </p>
      </main>
    );
  const doc = document.data;
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">
          {doc.info?.title ?? 'API'}{' '}
          <span className="text-base text-muted-foreground">v{doc.info?.version}</span>
        </h1>
        {doc.info?.description && <p className="text-muted-foreground">{doc.info.description}</p>}
        <p className="text-sm">
          Machine-readable: <a href={DOCUMENT_PATH}>{DOCUMENT_PATH}</a> (OpenAPI 3.1). Lists are paged with{' '}
          <code>?limit=</code> and <code>?cursor=</code>: pass <code>next_cursor</code> back until it is null.
        </p>
      </div>
      <QuickStart origin={window.location.origin} />
      <section className="flex flex-col gap-4" aria-labelledby="operations">
        <h2 id="operations" className="text-xl font-semibold">
          Operations
        </h2>
        {operationsOf(doc).map((operation) => (
          <OperationCard key={`${operation.method} ${operation.path}`} operation={operation} />
        ))}
      </section>
      <section className="flex flex-col gap-4" aria-labelledby="schemas">
        <h2 id="schemas" className="text-xl font-semibold">
          Schemas
        </h2>
        {Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => (
          <SchemaCard key={name} name={name} schema={schema} />
        ))}
      </section>
    </main>
  );
}
