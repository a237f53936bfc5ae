import type { EntityManager } from '@mikro-orm/postgresql';
import type { AffectedPerson } from '#contract/api/breach-answers.ts';
import { runPrepared } from '../../../platform/database/prepared-sql.ts';
import { AffectedPeopleQuery, type BreachScope } from '../../application/ports.ts';

/**
 * Who a breach affects, from the data (BR-2, docs/adr/0047-breach-register.md): a visit's personal data is held from the
 * pass's making until it is anonymised, so a visit counts when it was made by the window's end and not
 * anonymised before the window's start, at one of the breach's sites (any, when null), and holds a
 * kind of data the breach touched (its details; a photo taken by the window's end; the last four of an
 * ID). Visits group into people by e-mail, else phone; an anonymised visit is a person of its own whose
 * contact is no longer held. Employees count when employee accounts are in scope and their account
 * existed by the window's end, at the breach's sites by their home site. Never an ID number.
 */
const AFFECTED = {
  name: 'breaches.affected_people',
  text: `with hit as (
  select v.id, v.name, v.email, nullif(v.phone, '') as phone, s.name as site_name,
    case when v.anonymised_at is not null then 'v:' || v.id
         when v.email is not null then 'e:' || lower(v.email)
         when v.phone <> '' then 'p:' || v.phone
         else 'v:' || v.id end as person
  from visitor_pass v join site s on s.id = v.site_id
  where v.created_at <= $2
    and (v.anonymised_at is null or v.anonymised_at > $1)
    and ($3::int[] is null or v.site_id = any($3::int[]))
    and ('visitor_details' = any($4::text[])
      or ('id_last4' = any($4::text[]) and v.id_last4 is not null)
      or ('photos' = any($4::text[]) and exists (select 1 from visitor_photo ph where ph.visitor_pass_id = v.id and ph.created_at <= $2)))
)
select 'visitor' as kind, (array_agg(name order by id desc))[1] as name,
  (array_agg(email order by id desc) filter (where email is not null))[1] as email,
  (array_agg(phone order by id desc) filter (where phone is not null))[1] as phone,
  count(*)::int as visits, array_agg(distinct site_name order by site_name) as sites
from hit group by person
union all
select 'employee', e.name, e.email, e.phone, 0, array[s.name]
from employee e join site s on s.id = e.home_site_id
where 'employee_accounts' = any($4::text[]) and e.created_at <= $2 and ($3::int[] is null or e.home_site_id = any($3::int[]))
order by kind desc, name, email`,
};

export class SqlAffectedPeople extends AffectedPeopleQuery {
  constructor(private readonly em: EntityManager) {
    super();
  }

  of(scope: BreachScope): Promise<AffectedPerson[]> {
    return runPrepared<AffectedPerson>(this.em, AFFECTED, [scope.occurredFrom, scope.occurredTo, scope.siteIds, scope.dataKinds]);
  }
}
