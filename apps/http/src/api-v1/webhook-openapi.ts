import type {
  ZodOpenApiOperationObject,
  ZodOpenApiPathsObject,
  ZodOpenApiResponseObject,
  ZodOpenApiResponsesObject,
} from 'zod-openapi';
import type { z } from 'zod';
import {
  v1CreateWebhookSchema,
  v1UpdateWebhookSchema,
  v1WebhookDeliveriesQuerySchema,
  v1WebhookDeliveryListSchema,
  v1WebhookDeliveryParamsSchema,
  v1WebhookDeliverySchema,
  v1WebhookEndpointCreatedSchema,
  v1WebhookEndpointListSchema,
  v1WebhookEndpointParamsSchema,
  v1WebhookEndpointSchema,
  v1WebhookSecretSchema,
} from '@sauti/core/contract/api-v1-webhooks';

type Operation = (
  summary: string,
  ok: z.ZodType,
  extra?: ZodOpenApiResponsesObject,
) => ZodOpenApiOperationObject;

/** The pieces of openapi.ts the webhook operations are written with. */
export interface OpenApiParts {
  read: Operation;
  write: Operation;
  json: (schema: z.ZodType) => { content: { 'application/json': { schema: z.ZodType } } };
  failure: (description: string) => ZodOpenApiResponseObject;
  notFound: ZodOpenApiResponsesObject;
  idempotencyHeader: z.ZodObject;
  authFailures: ZodOpenApiResponsesObject;
  ifMatchHeader: z.ZodObject;
  /** ?limit=&cursor= of every list. */
  pageQuery: z.ZodObject;
}

/** `operation` answering `status` where read/write write 200 (201 Created, 202 Accepted). */
function answering(status: '201' | '202', operation: ZodOpenApiOperationObject): ZodOpenApiOperationObject {
  const { '200': ok, ...others } = operation.responses ?? {};
  return { ...operation, responses: { [status]: ok, ...others } };
}

/** The webhook operations of /api/v1 (docs/behaviour/platform.md §15), from the contract's schemas. */
export function v1WebhookPaths(parts: OpenApiParts): ZodOpenApiPathsObject {
  const { read, write, json, failure, notFound, idempotencyHeader, authFailures, ifMatchHeader, pageQuery } =
    parts;
  const badBody = {
    '400': failure(
      'A body that breaks its schema, or an address Sauti would never send to (private, loopback, reserved); field names it.',
    ),
  };
  return {
    '/api/v1/webhooks': {
      get: {
        ...read('List webhook endpoints', v1WebhookEndpointListSchema, {
          '400': failure('limit outside 1-100, or a cursor that is not one of ours.'),
        }),
        requestParams: { query: pageQuery },
      },
      post: {
        ...answering(
          '201',
          write(
            'Add a webhook endpoint; its signing secret is answered once',
            v1WebhookEndpointCreatedSchema,
            {
              ...badBody,
              '409': failure('20 endpoints already, or the Idempotency-Key conflicts (see above).'),
            },
          ),
        ),
        requestParams: { header: idempotencyHeader },
        requestBody: { required: true, ...json(v1CreateWebhookSchema) },
      },
    },
    '/api/v1/webhooks/{endpointId}': {
      get: {
        ...read('Get a webhook endpoint', v1WebhookEndpointSchema, notFound),
        description: 'The answer carries an ETag; send it back as If-Match to change the endpoint.',
        requestParams: { path: v1WebhookEndpointParamsSchema },
      },
      patch: {
        ...read('Change a webhook endpoint (read_write keys)', v1WebhookEndpointSchema, {
          ...notFound,
          ...badBody,
          '403': failure('The key may only read.'),
          '412': failure('The endpoint changed since the ETag sent as If-Match: read it again.'),
          '428': failure('No If-Match header.'),
        }),
        description: 'Only the fields sent change. The answer carries the new ETag.',
        requestParams: { path: v1WebhookEndpointParamsSchema, header: ifMatchHeader },
        requestBody: { required: true, ...json(v1UpdateWebhookSchema) },
      },
      delete: {
        summary: 'Remove a webhook endpoint and its delivery log (read_write keys)',
        security: [{ bearerKey: [] }],
        responses: {
          '204': { description: 'Removed' },
          ...authFailures,
          ...notFound,
          '403': failure('The key may only read.'),
        },
        requestParams: { path: v1WebhookEndpointParamsSchema },
      },
    },
    '/api/v1/webhooks/{endpointId}/rotate-secret': {
      post: {
        ...write(
          'Replace the signing secret (the old one signs for 24 more hours)',
          v1WebhookSecretSchema,
          notFound,
        ),
        requestParams: { path: v1WebhookEndpointParamsSchema, header: idempotencyHeader },
      },
    },
    '/api/v1/webhooks/{endpointId}/deliveries': {
      get: {
        ...read('List an endpoint’s deliveries, newest first', v1WebhookDeliveryListSchema, {
          ...notFound,
          '400': failure(
            'limit outside 1-200, failed not true or false, or a cursor that is not one of ours.',
          ),
        }),
        requestParams: { path: v1WebhookEndpointParamsSchema, query: v1WebhookDeliveriesQuerySchema },
      },
    },
    '/api/v1/webhook-deliveries/{deliveryId}/replay': {
      post: {
        ...answering(
          '202',
          write('Send a delivery again (same webhook-id)', v1WebhookDeliverySchema, {
            ...notFound,
            '409': failure('INVALID_STATE: the endpoint is off; or the Idempotency-Key conflicts.'),
          }),
        ),
        requestParams: { path: v1WebhookDeliveryParamsSchema, header: idempotencyHeader },
      },
    },
  };
}
