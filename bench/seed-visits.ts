import { sql } from './sql.ts';
import type { Runtime } from '../src/runtime.ts';

export const FIRST = ['Aarav', 'Vivaan', 'Aditya', 'Vihaan', 'Arjun', 'Sai', 'Reyansh', 'Ayaan', 'Krishna', 'Ishaan', 'Ananya', 'Diya', 'Saanvi', 'Aadhya', 'Pari', 'Anika', 'Navya', 'Myra', 'Sara', 'Ira', 'Rohan', 'Kabir', 'Meera', 'Nisha', 'Farhan', 'Zoya', 'Tara', 'Dev', 'Kiran', 'Lata', 'Manoj', 'Neha', 'Omkar', 'Pooja', 'Rahul', 'Sneha', 'Tanvi', 'Uday', 'Varun', 'Yash'];
export const LAST = ['Sharma', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Patel', 'Shah', 'Mehta', 'Gupta', 'Singh', 'Rao', 'Das', 'Menon', 'Kulkarni', 'Joshi', 'Kapoor', 'Bose', 'Chatterjee', 'Pillai', 'Ali', 'Khan', 'Fernandes', 'Dsouza', 'Banerjee', 'Mishra'];

/**
 * 200 hosts and `visits` visits spread over three years ending in a few weeks' time, through the
 * real schema: names from a few thousand combinations, 95% approved, past visits mostly checked in
 * and out, some missed, today's in every state.
 */
export const seedVisits = async (runtime: Runtime, visits: number, today: string): Promise<void> => {
  const run = sql(runtime);
  const existing = Number((await run<{ n: string }>('select count(*) n from visitor_pass'))[0]?.n);
  if (existing >= visits) return;
  await run(`insert into employee (emp_id, name, email, phone, designation_id, status, password_set_at, approved_at, created_at)
    select 'H' || lpad(g::text, 5, '0'), 'Host ' || g, 'host' || g || '@example.com', '98' || lpad(g::text, 8, '0'),
           (select id from designation where name = 'Employee'), 'Approved', now(), now(), now()
    from generate_series(1, 200) g on conflict do nothing`);
  const first = `array[${FIRST.map((n) => `'${n}'`).join(',')}]`;
  const last = `array[${LAST.map((n) => `'${n}'`).join(',')}]`;
  // Three years: from 1,085 days before today to 10 days after.
  await run(`insert into visitor_pass (pass_code, visitor_type, name, phone, host_id, created_by_id, visit_date, visit_time, link_expires_at, created_at,
      place_to_visit, selected_option, coming_from, address, purpose_of_visit, additional_visitor_option, submitted_at,
      approve_status, approved_at, check_in, check_out)
    select upper(substr(md5(g::text), 1, 8)) || lpad(to_hex(g), 6, '0'),
           (array['Suppliers','Customers','Government','External Auditors','Third party agencies','Others'])[1 + g % 6],
           (${first})[1 + abs(hashtext('f' || g)) % ${FIRST.length}] || ' ' || (${last})[1 + abs(hashtext('l' || g)) % ${LAST.length}],
           '9' || lpad(((g::bigint * 7919) % 999999999)::text, 9, '0'),
           h.id, h.id, d.day, make_time(8 + (g % 10), (g % 2) * 30, 0), d.day + 1, d.day - 2,
           'Visiting Office', 'WEN HV', 'Pune', '12 MG Road, Shivaji Nagar, Pune', 'Quarterly supply review', 'No', d.day - 1,
           case when g % 20 = 0 then 'Pending' else 'Approved' end,
           case when g % 20 = 0 then null else d.day - 1 end,
           -- Past visits: mostly in and out, some missed, a few never checked out. Today: a third in, a third in and out.
           case when (d.day < '${today}'::date and g % 10 <> 3) or (d.day = '${today}'::date and g % 3 <> 0) then d.day + time '09:00' + (g % 300) * interval '1 minute' end,
           case when (d.day < '${today}'::date and g % 10 not in (3, 4)) or (d.day = '${today}'::date and g % 3 = 2) then d.day + time '11:00' + (g % 300) * interval '1 minute' end
    from generate_series(${existing + 1}, ${visits}) g
    cross join lateral (select '${today}'::date - 1085 + (g::bigint * 1096 / ${visits})::int as day) d
    join lateral (select id from employee where emp_id = 'H' || lpad((1 + g % 200)::text, 5, '0')) h on true`);
  await run('vacuum analyze visitor_pass');
  await run('vacuum analyze employee');
};

/**
 * Issue 30's data set: the visits spread over `count` sites (the first and `Bench site 2` … `count`,
 * each a copy of the first's clock and settings), each visit to one by a hash of its id, so every
 * site has its share of every day and of every state (`id % count` would give one site all the
 * pending visits: the seed makes every twentieth visit pending). Idempotent: a data set already
 * spread this way is left as it is.
 */
export const spreadOverSites = async (runtime: Runtime, count: number): Promise<void> => {
  if (count <= 1) return;
  const run = sql(runtime);
  await run(`insert into site (name, address, time_zone, email, personal_data_days, photo_days, audit_log_days, processing_log_days, close_stale_visits, kiosk_requires_pin, created_at, updated_at)
    select 'Bench site ' || g, s.address, s.time_zone, s.email, s.personal_data_days, s.photo_days, s.audit_log_days, s.processing_log_days, s.close_stale_visits, s.kiosk_requires_pin, now(), now()
      from site s cross join generate_series(2, ${count}) g
     where s.id = first_site_id()
    on conflict do nothing`);
  const [moved] = await run<{ n: string }>(`with ids as (select array_agg(id order by id) ids from (select id from site order by id limit ${count}) s),
    spread as (select v.id, ids.ids[1 + abs(hashtext('site ' || v.id)) % ${count}] as site_id from visitor_pass v, ids),
    moved as (update visitor_pass v set site_id = spread.site_id from spread where spread.id = v.id and v.site_id <> spread.site_id returning 1)
    select count(*) n from moved`);
  // A million rows moved leave a million dead ones behind: rewrite the table as a quiet site's would be.
  if (Number(moved?.n) > 0) await run('vacuum full analyze visitor_pass');
};
