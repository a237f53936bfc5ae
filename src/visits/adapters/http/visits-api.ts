import { z } from 'zod';
import { messageAnswerSchema } from '#contract/api/enveloped.ts';
import { deskRecordSchema, passCreatedAnswerSchema } from '#contract/api/visit-answers.ts';
import { canHostVisitors, canSeeEveryVisit, canUseDesk, canWorkWithVisitors } from '#contract/capabilities.ts';
import { MESSAGES } from '#contract/messages.ts';
import { MAX_RECORD_ID } from '#contract/record-id.ts';
import { visitorPassSchema } from '#contract/validation/visitor-pass.ts';
import { deskQuerySchema } from '#kernel/desk-query.ts';
import { apiEndpoint, type ApiEndpoint } from '../../../platform/http/api-operation.ts';
import { principalAuditActor } from '../../../platform/ports/audit-log.ts';
import type { Clock } from '../../../platform/ports/clock.ts';
import type { ApproveVisitors } from '../../application/approve-visitors.ts';
import type { CancelVisit } from '../../application/cancel-visit.ts';
import type { CheckInVisitor } from '../../application/check-in-visitor.ts';
import type { CheckOutVisitor } from '../../application/check-out-visitor.ts';
import type { CreateVisitorPass } from '../../application/create-visitor-pass.ts';
import type { ListDeskVisits } from '../../application/list-desk-visits.ts';
import { VISIT_EVENT_TYPES, type ListVisitEvents } from '../../application/list-visit-events.ts';
import type { ReadVisits } from '../../application/read-visits.ts';
import { deskView } from './desk-view.ts';

export interface VisitsApiDeps {
  readonly clock: Clock;
  readonly companyDomain: string;
  readonly listDeskVisits: ListDeskVisits;
  readonly readVisits: ReadVisits;
  readonly listEvents: ListVisitEvents;
  readonly createPass: CreateVisitorPass;
  readonly approveVisitors: ApproveVisitors;
  readonly cancelVisit: CancelVisit;
  readonly checkIn: CheckInVisitor;
  readonly checkOut: CheckOutVisitor;
}

/** A visit's id in the path: the number, as PostgreSQL's integer holds it. */
const visitPath = z.object({
  id: z.coerce
    .number<string>({ error: 'The visit id must be a whole number.' })
    .int('The visit id must be a whole number.')
    .min(1, 'The visit id must be a whole number.')
    .max(MAX_RECORD_ID, 'The visit id must be a whole number.')
    .describe("The visit's id."),
});

/** A page of visits, as the desk's list answers it (plain JSON: no envelope for a program). */
const visitListSchema = z.object({
  visits: z.array(deskRecordSchema),
  total: z.number().int().nonnegative(),
  /** The list goes on past `total` (docs/adr/0003). */
  totalCapped: z.boolean(),
});

/** A check-in or check-out: the product's words and the visit after it. */
const presenceAnswerSchema = z.object({ message: z.string(), visit: deskRecordSchema });

/** Where a reader of the events is: after which event, how many at most. */
const eventsQuery = z.object({
  after: z.coerce
    .number<string>({ error: 'after must be an event id (0 for the first).' })
    .int('after must be an event id (0 for the first).')
    .min(0, 'after must be an event id (0 for the first).')
    .max(Number.MAX_SAFE_INTEGER, 'after must be an event id (0 for the first).')
    .default(0)
    .describe('The id of the last event read; 0 (the default) for the first.'),
  limit: z.coerce
    .number<string>({ error: 'limit must be a whole number from 1 to 500.' })
    .int('limit must be a whole number from 1 to 500.')
    .min(1, 'limit must be a whole number from 1 to 500.')
    .max(500, 'limit must be a whole number from 1 to 500.')
    .default(100)
    .describe('At most this many events (1 to 500; 100 by default).'),
});

const eventsAnswerSchema = z.object({
  events: z.array(
    z.object({
      id: z.number().int().positive(),
      type: z.enum(VISIT_EVENT_TYPES),
      at: z.iso.datetime(),
      visitId: z.number().int().positive(),
    }),
  ),
  /** Where to ask next (`after`): the last event's id, or `after` again when there was none. */
  next: z.number().int().nonnegative(),
});

/**
 * The visits calls of the token API (issue 32): each one of the use cases a session's route calls,
 * with the same capability, the same schemas and the same views; only the transport differs
 * (a bearer token, plain JSON). The server's only description of these calls: the routes and
 * the OpenAPI document are both made from it.
 */
export const visitsApi = (deps: VisitsApiDeps): ApiEndpoint[] => [
  apiEndpoint(
    {
      operationId: 'listVisits',
      method: 'get',
      path: '/api/v1/visits',
      tag: 'Visits',
      summary: 'List visits',
      description:
        "The desk's list of visits, a page at a time: today's active visits by default, or the history (`view=history`). The desk and admins see every visit; hosts only their own (as the desk list does for them).",
      scope: 'visits:read',
      capability: canWorkWithVisitors,
      query: deskQuerySchema,
      status: 200,
      answer: visitListSchema,
      errors: [],
    },
    async (caller, { query }) => {
      const { records, total, totalCapped } = await deps.listDeskVisits.execute(caller, query);
      return { visits: records.map(deskView), total, totalCapped };
    },
  ),
  apiEndpoint(
    {
      operationId: 'getVisit',
      method: 'get',
      path: '/api/v1/visits/{id}',
      tag: 'Visits',
      summary: 'Read a visit',
      description: 'One visit with where it stands. The desk and admins may read any visit; a host only their own.',
      scope: 'visits:read',
      capability: canWorkWithVisitors,
      params: visitPath,
      status: 200,
      answer: deskRecordSchema,
      errors: ['visit.not_found'],
    },
    async (caller, { params }) => deskView(await deps.readVisits.one(caller, params.id)),
  ),
  apiEndpoint(
    {
      operationId: 'listEvents',
      method: 'get',
      path: '/api/v1/events',
      tag: 'Events',
      summary: "List visits' events",
      description:
        'What happened to every visit, oldest first: created, details submitted, approved, cancelled, checked in, checked out, and walk-ins. Ask again with `after` set to `next` to follow on. The desk and admins only (they see every visit).',
      scope: 'events:read',
      capability: canSeeEveryVisit,
      query: eventsQuery,
      status: 200,
      answer: eventsAnswerSchema,
      errors: [],
    },
    async (_caller, { query }) => {
      const { events, next } = await deps.listEvents.execute(query);
      return { events: events.map((event) => ({ ...event, at: event.at.toISOString() })), next };
    },
  ),
  apiEndpoint(
    {
      operationId: 'createPass',
      method: 'post',
      path: '/api/v1/visits',
      tag: 'Visits',
      summary: 'Create a visitor pass',
      description:
        "A pass for a visitor, as the Visitor Pass Form makes it: the visitor is sent the link to their details form. A host's pass is for their own visitor; the desk names the host (empEmail).",
      scope: 'visits:write',
      capability: canWorkWithVisitors,
      // The document's shape (the zone moves only the date rules); each call's date is checked on the clock of the pass's site.
      body: () => visitorPassSchema({ timeZone: 'UTC', now: deps.clock.now() }, deps.companyDomain),
      bodyFor: async (caller, raw) => visitorPassSchema({ timeZone: (await deps.createPass.siteFor(caller, raw)).timeZone, now: deps.clock.now() }, deps.companyDomain),
      status: 201,
      answer: passCreatedAnswerSchema,
      errors: ['visit.host_required', 'visit.host_invalid'],
    },
    async (caller, { body }) => {
      const { id } = await deps.createPass.execute(caller, body);
      return { message: MESSAGES.submission.passCreated, id };
    },
  ),
  apiEndpoint(
    {
      operationId: 'approveVisit',
      method: 'post',
      path: '/api/v1/visits/{id}/approve',
      tag: 'Visits',
      summary: "Approve a visitor's details",
      description: 'The host approves their visitor once the details are in; an admin may approve any visitor.',
      scope: 'visits:write',
      capability: canHostVisitors,
      params: visitPath,
      status: 200,
      answer: messageAnswerSchema,
      errors: ['visit.not_found', 'approval.not_your_visitor', 'visit.not_submitted', 'visit.already_approved', 'visit.missed', 'visit.cancelled'],
    },
    async (caller, { params }) => {
      await deps.approveVisitors.execute([params.id], { kind: 'principal', principal: caller });
      return { message: MESSAGES.approvals.visitorApproved };
    },
  ),
  apiEndpoint(
    {
      operationId: 'cancelVisit',
      method: 'post',
      path: '/api/v1/visits/{id}/cancel',
      tag: 'Visits',
      summary: 'Cancel a visit',
      description: 'The host calls off a visit that is not checked in and not past; the visitor and the host are told.',
      scope: 'visits:write',
      capability: canHostVisitors,
      params: visitPath,
      status: 200,
      answer: messageAnswerSchema,
      errors: ['visit.not_found', 'visit.not_your_visit', 'visit.not_cancellable'],
    },
    async (caller, { params }) => deps.cancelVisit.execute(caller, params.id),
  ),
  apiEndpoint(
    {
      operationId: 'checkIn',
      method: 'post',
      path: '/api/v1/visits/{id}/check-in',
      tag: 'Desk',
      summary: 'Check a visitor in',
      description: "The desk records the visitor's arrival, at the server's time, for an approved visit of today.",
      scope: 'checkins:write',
      capability: canUseDesk,
      params: visitPath,
      status: 200,
      answer: presenceAnswerSchema,
      errors: ['visit.not_found', 'visit.other_site', 'visit.cancelled', 'visit.already_checked_in', 'visit.not_approved', 'visit.not_today', 'visit.flagged'],
    },
    async (caller, { params }) => ({ message: MESSAGES.time.inRecorded, visit: deskView(await deps.checkIn.execute(params.id, principalAuditActor(caller), caller)) }),
  ),
  apiEndpoint(
    {
      operationId: 'checkOut',
      method: 'post',
      path: '/api/v1/visits/{id}/check-out',
      tag: 'Desk',
      summary: 'Check a visitor out',
      description: "The desk records the visitor's departure, at the server's time, for a visit checked in.",
      scope: 'checkins:write',
      capability: canUseDesk,
      params: visitPath,
      status: 200,
      answer: presenceAnswerSchema,
      errors: ['visit.not_found', 'visit.other_site', 'visit.not_checked_in', 'visit.already_checked_out'],
    },
    async (caller, { params }) => ({ message: MESSAGES.time.outRecorded, visit: deskView(await deps.checkOut.execute(params.id, principalAuditActor(caller), caller)) }),
  ),
];
