import type { DeskVisitRecord } from '../../application/desk-visit-record.ts';
import { visitorView } from './visitor-view.ts';

/** A visit for the desk and the detail view: the description's fields plus its state and latest photo. */
export const deskView = (record: DeskVisitRecord) => ({ ...visitorView(record), visit_state: record.state, photo_filename: record.photoFilename });
