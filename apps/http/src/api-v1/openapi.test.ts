import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { V1_SCHEMAS as READ_SCHEMAS } from '@sauti/core/contract/api-v1';
import { V1_INVITATION_SCHEMAS } from '@sauti/core/contract/api-v1-invitations';
import { V1_JOB_SCHEMAS } from '@sauti/core/contract/api-v1-jobs';
import { V1_WEBHOOK_SCHEMAS } from '@sauti/core/contract/api-v1-webhooks';

const V1_SCHEMAS = [...READ_SCHEMAS, ...V1_INVITATION_SCHEMAS, ...V1_JOB_SCHEMAS, ...V1_WEBHOOK_SCHEMAS];
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { apiV1Routes } from './routes.js';

/** `/api/v1/jobs/:id` → `/api/v1/jobs/{id}`, as OpenAPI spells a path parameter. */
const openApiPath = (koaPath: string) => koaPath.replace(/:([A-Za-z]+)/g, '{$1}');

describe('the OpenAPI document of /api/v1 (docs/behaviour/platform.md §15)', () => {
  let server: TestApp;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let document: any;
  beforeAll(async () => {
    server = await startTestApp();
    const res = await fetch(`${server.url}/api/v1/openapi.json`);
    expect(res.status).toBe(200);
    document = await res.json();
  });
  afterAll(() => server.stop());

  it('is public OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.bearerKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('describes every route the /api/v1 router mounts, and nothing it does not', () => {
    const mounted = apiV1Routes(server.app).stack.flatMap((layer) =>
      layer.methods
        .filter((m) => m !== 'HEAD')
        .map((m) => `${m.toLowerCase()} ${openApiPath(String(layer.path))}`),
    );
    const documented = Object.entries(document.paths as Record<string, object>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(mounted.length).toBeGreaterThanOrEqual(6);
    expect(documented.sort()).toEqual(mounted.sort());
  });

  it('every named schema carries an example that its own schema accepts, and the document shows it', () => {
    for (const schema of V1_SCHEMAS) {
      const meta = z.globalRegistry.get(schema) as { id: string; example?: unknown };
      expect(meta.example, meta.id).toBeDefined();
      expect(() => schema.parse(meta.example), meta.id).not.toThrow();
      expect(document.components.schemas[meta.id]?.example, meta.id).toEqual(meta.example);
    }
  });

  it('every example anywhere in the document validates against the component it sits in', () => {
    const byId = new Map(V1_SCHEMAS.map((s) => [(z.globalRegistry.get(s) as { id: string }).id, s]));
    for (const [id, component] of Object.entries(
      document.components.schemas as Record<string, { example?: unknown }>,
    )) {
      if (component.example === undefined) continue;
      const schema = byId.get(id);
      expect(schema, `component ${id} has no contract schema`).toBeDefined();
      expect(schema!.safeParse(component.example).success, id).toBe(true);
    }
  });
});
