import type { DeskRecord } from '#contract/api/visit-answers.ts';
import { withFields } from '#kernel/with-fields.ts';
import type { DeskVisitRecord } from '../../application/desk-visit-record.ts';
import { visitorView } from './visitor-view.ts';

/**
 * A visit for the desk and the detail view: the description's fields plus its state and latest photo
 * and its site's zone (the shared DeskRecord), and `flagged` when the use case set it (only for those who manage the watchlist).
 */
export const deskView = (record: DeskVisitRecord): DeskRecord => {
  const view = withFields(visitorView(record), {
    visit_state: record.state,
    photo_filename: record.photoFilename,
    site_time_zone: record.timeZone,
    // Only where an entrance was recorded (issue 30): a site without entrances answers as before.
    ...(record.checkInEntrance ? { check_in_entrance: record.checkInEntrance } : {}),
    ...(record.checkOutEntrance ? { check_out_entrance: record.checkOutEntrance } : {}),
  });
  return record.flagged === undefined ? view : withFields(view, { flagged: record.flagged });
};
