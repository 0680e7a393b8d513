import { SUPPORT_EMAIL } from '@sauti/core/contract/contact';

/** Where users and visitors write for help (footer, forgot password); one home in core. */
export { SUPPORT_EMAIL };

/** A mailto link to support. */
export const supportMailto = `mailto:${SUPPORT_EMAIL}`;
