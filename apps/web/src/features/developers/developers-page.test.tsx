import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test-utils';
import { DevelopersPage } from './developers-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A document of the shape the server generates (apps/http/src/api-v1/openapi.ts). */
const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'Sauti API', version: '1.0.0', description: 'Authenticate with an API key.' },
  paths: {
    '/api/v1/jobs/{id}': {
      get: {
        summary: 'Get a job',
        security: [{ bearerKey: [] }],
        parameters: [{ in: 'path', name: 'id', required: true, description: "The job's id." }],
        responses: {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Job' } } },
          },
          '404': {
            description: 'No such id',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        },
      },
    },
    '/api/v1/openapi.json': {
      get: { summary: 'This document', responses: { '200': { description: 'The document' } } },
    },
  },
  components: {
    schemas: {
      Job: {
        type: 'object',
        properties: { title: { type: 'string', description: 'The title' } },
        example: { title: 'Driver' },
      },
      Error: { type: 'object', example: { error: 'NOT_FOUND', message: 'Job not found' } },
    },
  },
};

describe('developers page (docs/behaviour/platform.md §15)', () => {
  it('renders every operation, its parameters, answers and the schemas with their examples', async () => {
    const fetchMock = stubApi({ 'GET /api/v1/openapi.json': () => Response.json(DOCUMENT) });
    renderWithApp(<DevelopersPage />, '/developers');
    expect(await screen.findByRole('heading', { name: /Sauti API/ })).toBeTruthy();
    expect(screen.getByText('/api/v1/jobs/{id}')).toBeTruthy();
    expect(screen.getByText(/Get a job · needs an API key/)).toBeTruthy();
    expect(screen.getByText(/This document · public/)).toBeTruthy();
    expect(screen.getByText(/The job's id/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Job' })[0]?.getAttribute('href')).toBe('#schema-Job');
    expect(screen.getByText(/"title": "Driver"/)).toBeTruthy();
    // Nothing but the document is fetched: no viewer, script or font from elsewhere.
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual(['/api/v1/openapi.json']);
  });

  it('starts with a quick start: curl calls to this server, the Idempotency-Key on the invitation and the webhook, the round trip', async () => {
    stubApi({ 'GET /api/v1/openapi.json': () => Response.json(DOCUMENT) });
    renderWithApp(<DevelopersPage />, '/developers');
    expect(await screen.findByRole('heading', { name: 'Quick start' })).toBeTruthy();
    const commands = screen.getAllByText(/curl /).map((c) => c.textContent ?? '');
    expect(commands[0]).toContain(
      `curl -H "Authorization: Bearer $SAUTI_KEY" ${window.location.origin}/api/v1/jobs`,
    );
    expect(commands[1]).toMatch(/-X POST .*\/api\/v1\/jobs\/\$JOB_ID\/invitations/s);
    expect(commands[1]).toContain('-H "Idempotency-Key: $(uuidgen)"');
    // The results come back by a webhook endpoint made here too, then a lookup by the ATS's id.
    expect(commands[2]).toMatch(/-X POST .*\/api\/v1\/webhooks .*-H "Idempotency-Key: \$\(uuidgen\)"/s);
    expect(commands[2]).toContain('"events":["evaluation.completed"]');
    expect(commands[3]).toContain('/api/v1/candidates?external_reference=GH-48213');
    expect(screen.getByText('examples/ats-round-trip')).toBeTruthy();
  });
});
