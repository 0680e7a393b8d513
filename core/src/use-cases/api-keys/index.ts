/** The organisation's API keys and the authentication of /api/v1 calls. */
export * from './api-keys.js';
export * from './authenticate-api-key.js';
export * from './api-keys-by-operator.js';
export * from './api-key-uses.js';
