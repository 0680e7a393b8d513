/** Where users and visitors write for help (footer, forgot password). */
export const SUPPORT_EMAIL = 'support@sauti.africa';

/** A mailto link to support. */
export const supportMailto = `mailto:${SUPPORT_EMAIL}`;
