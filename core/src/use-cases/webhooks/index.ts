/** Webhooks: endpoints, event publishing, signed delivery with retries, the delivery log and replay. */
export * from './deliver-webhook.js';
export * from './deliveries.js';
export * from './manage-endpoints.js';
export * from './present-webhooks.js';
export * from './publish-event.js';
export * from './sweep-pending-deliveries.js';
