import { z } from 'zod';
import { EVACUATION_MARKS, EVACUATION_PERSON_KINDS } from '../evacuation-marks.ts';

const id = z.number().int().positive();

/** One person of the roll call: a visitor (with their host's name) or a host, their mark and who last changed it, when. */
export const evacuationPersonSchema = z.object({
  id,
  kind: z.enum(EVACUATION_PERSON_KINDS),
  name: z.string(),
  /** A visitor's host; null for a host. */
  hostName: z.string().nullable(),
  /** The person of the roll call who is this visitor's host (null for a host): the screen groups visitors under them. */
  hostPersonId: id.nullable(),
  mark: z.enum(EVACUATION_MARKS),
  markedAt: z.iso.datetime().nullable(),
  markedBy: z.string().nullable(),
});
export type EvacuationPersonView = z.infer<typeof evacuationPersonSchema>;

/** An evacuation and its roll call, as security sees it (issue 30). */
export const evacuationSchema = z.object({
  id,
  siteId: id,
  siteName: z.string(),
  /** The site's IANA zone: the times are shown on its clock. */
  timeZone: z.string(),
  startedAt: z.iso.datetime(),
  startedBy: z.string(),
  endedAt: z.iso.datetime().nullable(),
  endedBy: z.string().nullable(),
  people: z.array(evacuationPersonSchema),
});
export type EvacuationView = z.infer<typeof evacuationSchema>;

/** `GET /api/evacuations?site=`: the site's open evacuation, or null when there is none. */
export const openEvacuationAnswerSchema = z.object({ evacuation: evacuationSchema.nullable() });
export type OpenEvacuationAnswer = z.infer<typeof openEvacuationAnswerSchema>;

/** `POST /api/evacuations` (201), `POST /api/evacuations/{id}/end`: the product's words and the evacuation as it now is. */
export const evacuationChangeAnswerSchema = z.object({ message: z.string(), evacuation: evacuationSchema });
export type EvacuationChangeAnswer = z.infer<typeof evacuationChangeAnswerSchema>;

/** `PUT /api/evacuations/{id}/people/{personId}`: the person as now marked. */
export const evacuationMarkAnswerSchema = z.object({ person: evacuationPersonSchema });
export type EvacuationMarkAnswer = z.infer<typeof evacuationMarkAnswerSchema>;
