import type { Container } from 'inversify';
import { rateLimit } from '../platform/http/rate-limit.ts';
import { CONFIG } from '../platform/tokens.ts';
import { RateLimiter } from '../platform/ports/rate-limiter.ts';
import { SessionAuthenticator } from '../platform/ports/session-authenticator.ts';
import { LinkSites } from '../visits/application/link-sites.ts';
import { privacyRoutes } from './adapters/http/privacy-routes.ts';
import { PrivacyNotices } from './application/privacy-notices.ts';
import { AnswerPrivacyRequests } from './application/answer-privacy-requests.ts';
import { AskAboutYourData } from './application/ask-about-your-data.ts';
import { EraseYourData } from './application/erase-your-data.ts';
import { ReadYourData } from './application/read-your-data.ts';
import { WithdrawEmployeeConsent } from './application/withdraw-employee-consent.ts';
import { WithdrawVisitorConsent } from './application/withdraw-visitor-consent.ts';

/** Read by anyone with a link, so counted per address as the visitor's own calls are. */
const PRIVACY_LIMIT = { name: 'privacy', limit: 60, windowMs: 60_000 } as const;

/** Privacy's HTTP routes wired to their use cases: composition. */
export const privacyHttp = (container: Container) => [
  privacyRoutes({
    authenticator: container.get(SessionAuthenticator),
    publicLimit: rateLimit(container.get(RateLimiter), PRIVACY_LIMIT, container.get(CONFIG).trustProxy),
    notices: container.get(PrivacyNotices),
    siteOfLink: (token) => container.get(LinkSites).siteOf(token),
    withdrawVisitor: container.get(WithdrawVisitorConsent),
    withdrawEmployee: container.get(WithdrawEmployeeConsent),
    readYourData: container.get(ReadYourData),
    eraseYourData: container.get(EraseYourData),
    askAboutYourData: container.get(AskAboutYourData),
    requests: container.get(AnswerPrivacyRequests),
  }),
];
