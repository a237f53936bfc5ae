/**
 * Every group of the product's messages, one module each (see ../messages.ts). Imported as a namespace
 * (`MESSAGES`), so a bundle keeps only the groups its code reads: a route of the SPA carries its own
 * groups' texts, not every text of the product.
 */
export { email } from './email.ts';
export { login } from './login.ts';
export { sso } from './sso.ts';
export { otp } from './otp.ts';
export { registration } from './registration.ts';
export { status } from './status.ts';
export { password } from './password.ts';
export { approvals } from './approvals.ts';
export { pass } from './pass.ts';
export { details } from './details.ts';
export { link } from './link.ts';
export { time } from './time.ts';
export { detailView } from './detail-view.ts';
export { photo } from './photo.ts';
export { submission } from './submission.ts';
export { session } from './session.ts';
export { http } from './http.ts';
export { insights } from './insights.ts';
export { myVisits } from './my-visits.ts';
export { watchlist } from './watchlist.ts';
export { sites } from './sites.ts';
export { evacuation } from './evacuation.ts';
export { apiTokens } from './api-tokens.ts';
export { scim } from './scim.ts';
export { webhooks } from './webhooks.ts';
export { breaches } from './breaches.ts';
export { kiosk } from './kiosk.ts';
export { walkIn } from './walk-in.ts';
export { ui } from './ui.ts';
export { entrances } from './entrances.ts';
