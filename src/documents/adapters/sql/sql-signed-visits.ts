import type { EntityManager } from '@mikro-orm/postgresql';
import { runPrepared } from '../../../platform/database/prepared-sql.ts';
import { SignedVisits } from '../../application/ports.ts';

const SUBJECT = { name: 'documents.visit_subject', text: 'select host_id as "hostId", site_id as "siteId" from visitor_pass where id = $1' };

/** A visit's host and site, read from visits' table in SQL (as breaches read it), so documents import nothing of visits' adapters. */
export class SqlSignedVisits extends SignedVisits {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async subjectOf(visitId: number): Promise<{ hostId: number; siteId: number } | null> {
    const [row] = await runPrepared<{ hostId: number; siteId: number }>(this.em, SUBJECT, [visitId]);
    return row ?? null;
  }
}
