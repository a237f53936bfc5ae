import type { EntityManager } from '@mikro-orm/postgresql';
import { runPrepared } from '../../../platform/database/prepared-sql.ts';
import { SiteAssignmentRepository, type SiteStaffMember } from '../../application/ports.ts';

const ASSIGNED_SITES_OF = { name: 'identity.assigned_sites_of', text: 'select site_id from employee_site where employee_id = $1 order by site_id' };
// A second assignment of the same pair adds nothing: the primary key answers, not a read before the write.
const ASSIGN = { name: 'identity.assign_site', text: 'insert into employee_site (employee_id, site_id) values ($1, $2) on conflict do nothing returning site_id' };
const UNASSIGN = { name: 'identity.unassign_site', text: 'delete from employee_site where employee_id = $1 and site_id = $2 returning site_id' };
const STAFF_OF = {
  name: 'identity.site_staff_of',
  text: `select e.id as "employeeId", e.name, e.email, d.name as designation
           from employee_site es join employee e on e.id = es.employee_id join designation d on d.id = e.designation_id
          where es.site_id = $1
          order by lower(e.name), e.id`,
};

const HOME_SITE_FOR_UPDATE = { name: 'identity.home_site_for_update', text: 'select home_site_id from employee where id = $1 for update' };
const SET_HOME_SITE = { name: 'identity.set_home_site', text: 'update employee set home_site_id = $2 where id = $1' };

export class MikroOrmSiteAssignmentRepository extends SiteAssignmentRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async assignedSitesOf(employeeId: number): Promise<number[]> {
    return (await runPrepared<{ site_id: number }>(this.em, ASSIGNED_SITES_OF, [employeeId])).map((row) => row.site_id);
  }

  async assign(employeeId: number, siteId: number): Promise<boolean> {
    return (await runPrepared(this.em, ASSIGN, [employeeId, siteId])).length > 0;
  }

  async unassign(employeeId: number, siteId: number): Promise<boolean> {
    return (await runPrepared(this.em, UNASSIGN, [employeeId, siteId])).length > 0;
  }

  staffOf(siteId: number): Promise<SiteStaffMember[]> {
    return runPrepared<SiteStaffMember>(this.em, STAFF_OF, [siteId]);
  }

  async homeSiteForUpdate(employeeId: number): Promise<number | null> {
    const [row] = await runPrepared<{ home_site_id: number }>(this.em, HOME_SITE_FOR_UPDATE, [employeeId]);
    return row?.home_site_id ?? null;
  }

  async setHomeSite(employeeId: number, siteId: number): Promise<void> {
    await runPrepared(this.em, SET_HOME_SITE, [employeeId, siteId]);
  }
}
