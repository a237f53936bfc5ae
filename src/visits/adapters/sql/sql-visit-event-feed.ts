import type { EntityManager } from '@mikro-orm/postgresql';
import { runPrepared } from '../../../platform/database/prepared-sql.ts';
import { VISIT_EVENT_TYPES, VisitEventFeed, type VisitEvent, type VisitEventType } from '../../application/list-visit-events.ts';

/** The audit log's visit entries after an id, in order: its primary key is the order they were written in. */
const EVENTS_AFTER = {
  name: 'visits.events_after',
  text: `select id, action, at, subject_id from audit_log
          where id > $1 and subject_type = 'visit' and action = any($2::text[])
          order by id limit $3`,
};

export class SqlVisitEventFeed extends VisitEventFeed {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async after(afterId: number, limit: number): Promise<VisitEvent[]> {
    const rows = await runPrepared<{ id: string; action: string; at: Date | string; subject_id: string }>(this.em, EVENTS_AFTER, [afterId, VISIT_EVENT_TYPES, limit]);
    // The ORM's pool leaves timestamps as PostgreSQL's text; the id is a bigint, far below 2^53 in practice.
    return rows.map((row) => ({ id: Number(row.id), type: row.action as VisitEventType, at: new Date(row.at), visitId: Number(row.subject_id) }));
  }
}
