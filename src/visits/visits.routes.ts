import type { Container } from 'inversify';
import { EmployeeDirectory } from '../identity/application/employee-directory.ts';
import { rateLimit } from '../platform/http/rate-limit.ts';
import { Clock } from '../platform/ports/clock.ts';
import { RateLimiter } from '../platform/ports/rate-limiter.ts';
import { SessionAuthenticator } from '../platform/ports/session-authenticator.ts';
import { CONFIG } from '../platform/tokens.ts';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { ApproveVisitors } from './application/approve-visitors.ts';
import { CreateVisitorPass } from './application/create-visitor-pass.ts';
import { ReadVisitorLink } from './application/read-visitor-link.ts';
import { ReadVisits } from './application/read-visits.ts';
import { SubmitVisitorDetails } from './application/submit-visitor-details.ts';
import { DeskLookups } from './application/desk-lookups.ts';
import { ListDeskVisits } from './application/list-desk-visits.ts';
import { ListVisitEvents } from './application/list-visit-events.ts';
import { CheckInVisitor } from './application/check-in-visitor.ts';
import { TurnAwayVisitor } from './application/turn-away-visitor.ts';
import { CheckOutVisitor } from './application/check-out-visitor.ts';
import { ReadVisitorPhotos } from './application/read-visitor-photos.ts';
import { ReadPhotoThumbnail } from './application/read-photo-thumbnail.ts';
import { TakeVisitorPhoto } from './application/take-visitor-photo.ts';
import { deskPhotoUpload, deskRoutes } from './adapters/http/desk-routes.ts';
import { insightRoutes } from './adapters/http/insight-routes.ts';
import { ReadInsights } from './application/read-insights.ts';
import { dashboardRoutes } from './adapters/http/dashboard-routes.ts';
import { ReadDashboardCounts } from './application/read-dashboard-counts.ts';
import { visitRoutes } from './adapters/http/visit-routes.ts';
import { visitsApi } from './adapters/http/visits-api.ts';
import { myVisitsRoutes } from './adapters/http/my-visits-routes.ts';
import { CancelVisit } from './application/cancel-visit.ts';
import { ListMyVisits } from './application/list-my-visits.ts';
import { ResendVisitorLink } from './application/resend-visitor-link.ts';
import { walkInAnswerRoutes } from './adapters/http/walk-in-answer-routes.ts';
import { AnswerWalkIn } from './application/answer-walk-in.ts';
import { ReadWalkInQuestion } from './application/read-walk-in-question.ts';

/** Per address: generous for a visitor on a phone, tight for a script trying tokens. */
const VISITOR_LIMIT = { name: 'visitor', limit: 60, windowMs: 60_000 } as const;

/** Visits' routes whose body is a file rather than JSON: the desk's photo upload. */
export const visitsFileRoutes = [deskPhotoUpload] as const;

/** Visits' HTTP routes wired to their use cases: composition, so the route adapters get what they need as arguments. */
export const visitsHttp = (container: Container) => {
  const config = container.get(CONFIG);
  return [
    visitRoutes({
      envelope: container.get(NodeEnvelope),
      authenticator: container.get(SessionAuthenticator),
      clock: container.get(Clock),
      companyDomain: config.companyDomain,
      visitorLimit: rateLimit(container.get(RateLimiter), VISITOR_LIMIT, config.trustProxy),
      createPass: container.get(CreateVisitorPass),
      readLink: container.get(ReadVisitorLink),
      submitDetails: container.get(SubmitVisitorDetails),
      approveVisitors: container.get(ApproveVisitors),
      readVisits: container.get(ReadVisits),
      directory: container.get(EmployeeDirectory),
    }),
    deskRoutes({
      envelope: container.get(NodeEnvelope),
      authenticator: container.get(SessionAuthenticator),
      timeZone: config.timeZone,
      listDeskVisits: container.get(ListDeskVisits),
      checkIn: container.get(CheckInVisitor),
      checkOut: container.get(CheckOutVisitor),
      takePhoto: container.get(TakeVisitorPhoto),
      photos: container.get(ReadVisitorPhotos),
      thumbnail: container.get(ReadPhotoThumbnail),
      lookups: container.get(DeskLookups),
      turnAway: container.get(TurnAwayVisitor),
    }),
    myVisitsRoutes({
      envelope: container.get(NodeEnvelope),
      authenticator: container.get(SessionAuthenticator),
      listMyVisits: container.get(ListMyVisits),
      resendLink: container.get(ResendVisitorLink),
      cancelVisit: container.get(CancelVisit),
    }),
    walkInAnswerRoutes({
      visitorLimit: rateLimit(container.get(RateLimiter), VISITOR_LIMIT, config.trustProxy),
      readQuestion: container.get(ReadWalkInQuestion),
      answer: container.get(AnswerWalkIn),
    }),
    insightRoutes({ authenticator: container.get(SessionAuthenticator), insights: container.get(ReadInsights) }),
    dashboardRoutes({ authenticator: container.get(SessionAuthenticator), readCounts: container.get(ReadDashboardCounts) }),
  ];
};

/** Visits' calls of the token API (issue 32), wired to the same use cases as the routes above. */
export const visitsApiEndpoints = (container: Container) => {
  const config = container.get(CONFIG);
  return visitsApi({
    clock: container.get(Clock),
    companyDomain: config.companyDomain,
    listDeskVisits: container.get(ListDeskVisits),
    readVisits: container.get(ReadVisits),
    listEvents: container.get(ListVisitEvents),
    createPass: container.get(CreateVisitorPass),
    approveVisitors: container.get(ApproveVisitors),
    cancelVisit: container.get(CancelVisit),
    checkIn: container.get(CheckInVisitor),
    checkOut: container.get(CheckOutVisitor),
  });
};
