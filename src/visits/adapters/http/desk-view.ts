import type { DeskRecord } from '../../../shared/api/visit-answers.ts';
import type { DeskVisitRecord } from '../../application/desk-visit-record.ts';
import { visitorView } from './visitor-view.ts';

/**
 * A visit for the desk and the detail view: the description's fields plus its state and latest photo
 * (the shared DeskRecord), and `flagged` when the use case set it (only for those who manage the watchlist).
 */
export const deskView = (record: DeskVisitRecord): DeskRecord => ({
  ...visitorView(record),
  visit_state: record.state,
  photo_filename: record.photoFilename,
  ...(record.flagged === undefined ? {} : { flagged: record.flagged }),
});
