import { z } from 'zod';

/**
 * What a webhook endpoint receives (issue 32; docs/adr/0046-signed-webhooks.md): one definition of the events it may
 * subscribe to and of the JSON body of each delivery, the Standard Webhooks shape (`type`,
 * `timestamp`, `data`) with a `version` of its own. A change that a receiver could trip on is a new
 * version; a field added is not. The data names people and visits, never a secret, a pass code, a
 * phone number, an OTP or an ID number (not even masked).
 */
export const WEBHOOK_PAYLOAD_VERSION = 1;

/** The events an endpoint may subscribe to, in the order the screen and `vms webhooks` list them. */
export const WEBHOOK_EVENTS = [
  'visit.created',
  'visit.approved',
  'visit.checked_in',
  'visit.checked_out',
  'visit.cancelled',
  'walk_in.waiting',
  'flag.raised',
  'employee.approved',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The questions a pre-check endpoint is asked (synchronously, before the step completes). */
export const PRECHECK_EVENTS = ['precheck.check_in', 'precheck.walk_in'] as const;
export type PrecheckEvent = (typeof PRECHECK_EVENTS)[number];

/** A visit as a receiver sees it: who, whom for, when and where, and where it stands. */
export const webhookVisitSchema = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  visitorName: z.string(),
  visitorType: z.string(),
  host: z.object({ name: z.string(), email: z.string(), employeeId: z.string() }).nullable(),
  /** The visit's day and half hour on its site's clock: YYYY-MM-DD and HH:mm. */
  date: z.iso.date(),
  time: z.string().regex(/^\d{2}:\d{2}$/),
  /** Approved by the host (or an admin); a cancellation says itself by its event. */
  approved: z.boolean(),
  walkIn: z.boolean(),
  checkIn: z.iso.datetime().nullable(),
  checkOut: z.iso.datetime().nullable(),
  /** The kiosk the event happened at, where it happened at one. */
  kiosk: z.string().nullable(),
});
export type WebhookVisit = z.infer<typeof webhookVisitSchema>;

/** A watchlist flag raised at the door: what kind of match, never the entry's reasons or the visitor's numbers. */
export const webhookFlagSchema = z.object({
  visitId: z.number().int(),
  visitorName: z.string(),
  hostName: z.string().nullable(),
  place: z.string(),
  on: z.enum(['walk_in', 'arrival']),
  matches: z.array(z.string()),
});

export const webhookEmployeeSchema = z.object({ name: z.string(), email: z.string() });

const envelope = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({ version: z.literal(WEBHOOK_PAYLOAD_VERSION), type: z.literal(type), timestamp: z.iso.datetime(), data });

/** The body of every delivery, by its `type`. */
export const webhookPayloadSchema = z.discriminatedUnion('type', [
  envelope('visit.created', webhookVisitSchema),
  envelope('visit.approved', webhookVisitSchema),
  envelope('visit.checked_in', webhookVisitSchema),
  envelope('visit.checked_out', webhookVisitSchema),
  envelope('visit.cancelled', webhookVisitSchema),
  envelope('walk_in.waiting', webhookVisitSchema),
  envelope('flag.raised', webhookFlagSchema),
  envelope('employee.approved', webhookEmployeeSchema),
  envelope('webhook.test', z.object({ endpointId: z.number().int() })),
]);
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/**
 * The question a pre-check endpoint is asked before a check-in (the visit as it is) or a walk-in
 * (the visitor as they typed themselves in: no visit exists yet).
 */
export const precheckRequestSchema = z.discriminatedUnion('type', [
  envelope('precheck.check_in', webhookVisitSchema),
  envelope(
    'precheck.walk_in',
    z.object({ siteId: z.number().int(), visitorName: z.string(), host: z.object({ name: z.string(), email: z.string(), employeeId: z.string() }), kiosk: z.string() }),
  ),
]);
export type PrecheckRequest = z.infer<typeof precheckRequestSchema>;

/** What a pre-check endpoint answers (200, JSON): allow or deny, and a reason the desk or kiosk shows. */
export const precheckAnswerSchema = z.object({ allow: z.boolean(), reason: z.string().optional() });
export type PrecheckAnswer = z.infer<typeof precheckAnswerSchema>;
