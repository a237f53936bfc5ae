import type { DeskRecord } from '../../../shared/api/visit-answers.ts';
import type { DeskVisitRecord } from '../../application/desk-visit-record.ts';
import { visitorView } from './visitor-view.ts';

/** A visit for the desk and the detail view: the description's fields plus its state and latest photo (the shared DeskRecord). */
export const deskView = (record: DeskVisitRecord): DeskRecord => ({ ...visitorView(record), visit_state: record.state, photo_filename: record.photoFilename });
