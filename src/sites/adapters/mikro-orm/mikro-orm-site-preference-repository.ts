import type { EntityManager } from '@mikro-orm/postgresql';
import { runPrepared } from '../../../platform/database/prepared-sql.ts';
import { SitePreferenceRepository } from '../../application/ports.ts';

const PICKED = { name: 'sites.picked', text: 'select site_id as "siteId" from site_preference where employee_id = $1' };

/** One statement: two picks at once (two tabs) leave the later one, never an error. */
const REMEMBER = {
  name: 'sites.remember-pick',
  text: `insert into site_preference (employee_id, site_id, updated_at) values ($1, $2, $3)
  on conflict (employee_id) do update set site_id = excluded.site_id, updated_at = excluded.updated_at`,
};

export class MikroOrmSitePreferenceRepository extends SitePreferenceRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async pickedBy(employeeId: number): Promise<number | null> {
    const [row] = await runPrepared<{ siteId: number | null }>(this.em, PICKED, [employeeId]);
    return row?.siteId ?? null;
  }

  async remember(employeeId: number, siteId: number | null, at: Date): Promise<void> {
    await runPrepared(this.em, REMEMBER, [employeeId, siteId, at]);
  }
}
