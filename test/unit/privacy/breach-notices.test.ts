import { beforeEach, describe, expect, it } from 'vitest';
import type { AffectedPerson } from '#contract/api/breach-answers.ts';
import { breachSchema } from '#contract/validation/breach.ts';
import { BreachViews } from '../../../src/breaches/application/breach-views.ts';
import { KeepBoardReport } from '../../../src/breaches/application/keep-board-report.ts';
import { ReadBreaches } from '../../../src/breaches/application/read-breaches.ts';
import { RecordBreach } from '../../../src/breaches/application/record-breach.ts';
import { SendBreachNotices } from '../../../src/breaches/application/send-breach-notices.ts';
import type { Principal } from '../../../src/platform/ports/session-authenticator.ts';
import { SiteDirectory } from '../../../src/sites/application/site-directory.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { InMemoryUnitOfWork, RecordingAuditLog, RecordingOutbox } from '../identity/in-memory-identity.ts';
import { sitesIn } from '../sites/in-memory-sites.ts';
import { mailNotifier } from '../support/mail-notifier.ts';
import { GivenAffectedPeople, InMemoryBreaches } from './in-memory-breaches.ts';

const principal = (employeeId: number, email: string, role: Principal['role']): Principal => ({ sessionId: `s${employeeId}`, employeeId, email, name: email, role, siteIds: [], homeSiteId: 1 });
const ADMIN = { kind: 'principal', principal: principal(1, 'anita@example.com', 'admin') } as const;
const HOST = { kind: 'principal', principal: principal(2, 'host@example.com', 'employee') } as const;

const PEOPLE: AffectedPerson[] = [
  { kind: 'visitor', name: 'Asha Menon', email: 'asha@visitors.test', phone: '9812345670', visits: 2, sites: ['Site 1'] },
  { kind: 'visitor', name: 'Phone Only', email: null, phone: '9876501234', visits: 1, sites: ['Site 1'] },
  { kind: 'employee', name: 'Ravi Kumar', email: 'ravi@example.com', phone: null, visits: 0, sites: ['Site 1'] },
];

const FORM = {
  summary: 'A visitor-list export was e-mailed to a wrong outside address.',
  occurredFrom: '2026-11-10T00:00:00.000Z',
  occurredTo: '2026-11-12T00:00:00.000Z',
  awareAt: '2026-11-19T10:30:00.000Z',
  dataKinds: ['visitor_details', 'photos'],
  siteIds: [1],
  impact: 'Your name and phone number may be used for unwanted calls.',
  measures: 'The recipient confirmed deletion; exports now need a second admin.',
  contactName: 'Anita Rao',
  contactEmail: 'privacy@example.com',
};

describe('The breach register\'s use cases: the drafts\' content, the notices sent once, the report', () => {
  let breaches: InMemoryBreaches;
  let outbox: RecordingOutbox;
  let audit: RecordingAuditLog;
  let clock: FakeClock;
  let record: RecordBreach;
  let read: ReadBreaches;
  let send: SendBreachNotices;
  let report: KeepBoardReport;

  beforeEach(() => {
    breaches = new InMemoryBreaches();
    outbox = new RecordingOutbox();
    audit = new RecordingAuditLog();
    clock = new FakeClock('2026-11-20T04:30:00.000Z');
    const sites = new SiteDirectory(sitesIn('Asia/Kolkata'));
    const views = new BreachViews(breaches, new GivenAffectedPeople(PEOPLE), sites, 'Asia/Kolkata');
    const unitOfWork = new InMemoryUnitOfWork(breaches, outbox, audit);
    record = new RecordBreach(breaches, sites, views, audit, clock, unitOfWork);
    read = new ReadBreaches(breaches, views, clock);
    send = new SendBreachNotices(breaches, views, mailNotifier(outbox, { sites }), audit, clock, unitOfWork);
    report = new KeepBoardReport(breaches, views, audit, clock, unitOfWork);
  });

  it('should draft the notice with every part rule 7(1) asks for, in plain words, from the record', async () => {
    const detail = await record.execute(ADMIN, breachSchema.parse(FORM));
    const { noticePreview: notice } = detail;
    expect(notice.greeting).toBe('Dear Asha Menon');
    const text = Object.fromEntries(notice.sections.map((section) => [section.heading, section.text]));
    // Description: nature, extent (the data), timing and location.
    expect(text['What happened']).toContain(FORM.summary);
    expect(text['What happened']).toContain('between 10-11-2026 05:30 AM (Asia/Kolkata) and 12-11-2026 05:30 AM (Asia/Kolkata), at Site 1');
    expect(text['What happened']).toContain('We became aware of it on 19-11-2026 04:00 PM (Asia/Kolkata)');
    expect(text['Which of your data']).toContain('visitor details (name, phone, e-mail, address, purpose of visit); visitor photos');
    expect(text['What it may mean for you']).toBe(FORM.impact);
    expect(text['What we have done and will do']).toBe(FORM.measures);
    expect(text['What you can do']).toMatch(/never ask/);
    expect(text['Whom to contact']).toContain('Anita Rao, privacy@example.com');
    expect(detail.affected).toMatchObject({ visitors: 2, employees: 1, withoutEmail: 1 });
    expect(audit.actions()).toEqual(['breach.recorded']);
  });

  it('should mail each person with an e-mail the notice the preview showed, once; a second sending is refused and queues nothing', async () => {
    const { breach, noticePreview } = await record.execute(ADMIN, breachSchema.parse(FORM));
    const { sent } = await send.execute(ADMIN, breach.id);
    expect(sent).toBe(2);
    expect(outbox.recipients()).toEqual([['asha@visitors.test'], ['ravi@example.com']]);
    expect(outbox.mails[0]).toMatchObject({ channel: 'mail', subject: noticePreview.subject });
    expect(outbox.mails[0]!.text).toContain(FORM.summary);
    expect(outbox.mails[1]!.text).toContain('Dear Ravi Kumar');
    expect(breaches.notices.map((notice) => notice.email)).toEqual(['asha@visitors.test', 'ravi@example.com']);

    await expect(send.execute(ADMIN, breach.id)).rejects.toMatchObject({ code: 'breach.notices_already_sent' });
    expect(outbox.mails).toHaveLength(2);
    expect(audit.entries.filter((entry) => entry.action === 'breach.notices_sent')).toEqual([expect.objectContaining({ details: { notices: 2 } })]);
  });

  it('should draft the Board report from the record and the notices, and keep a submitted one as it was', async () => {
    const { breach } = await record.execute(ADMIN, breachSchema.parse(FORM));
    expect((await read.detail(ADMIN, breach.id)).report).toMatchObject({ saved: false, mitigation: FORM.measures, causeFindings: '', intimations: 'No notices sent yet. 1 people affected have no e-mail on record.' });
    await send.execute(ADMIN, breach.id);
    const drafted = (await read.detail(ADMIN, breach.id)).report;
    expect(drafted.intimations).toBe('Notices were sent by e-mail on 20-11-2026 10:00 AM (Asia/Kolkata) to 2 people affected. 1 people affected have no e-mail on record.');
    expect(drafted.facts).toContain(FORM.summary);

    const parts = { facts: drafted.facts, mitigation: drafted.mitigation, causeFindings: 'Wrong address chosen.', remedies: 'Outside addresses blocked.', intimations: drafted.intimations };
    const submitted = await report.execute(ADMIN, breach.id, parts, { submit: true });
    expect(submitted.report).toMatchObject({ saved: true, submittedAt: '2026-11-20T04:30:00.000Z', causeFindings: 'Wrong address chosen.' });
    expect(submitted.breach.clock.state).toBe('submitted');
    await expect(report.execute(ADMIN, breach.id, { ...parts, remedies: 'Changed.' }, { submit: false })).rejects.toMatchObject({ code: 'breach.report_already_submitted' });
    expect((await read.detail(ADMIN, breach.id)).report.remedies).toBe('Outside addresses blocked.');
  });

  it('should refuse an awareness in the future, an unknown site and anyone but an admin, changing nothing', async () => {
    await expect(record.execute(ADMIN, breachSchema.parse({ ...FORM, awareAt: '2026-11-20T05:00:00.000Z' }))).rejects.toMatchObject({ code: 'breach.aware_invalid' });
    await expect(record.execute(ADMIN, breachSchema.parse({ ...FORM, siteIds: [7] }))).rejects.toMatchObject({ code: 'breach.sites_invalid' });
    await expect(record.execute(HOST, breachSchema.parse(FORM))).rejects.toMatchObject({ code: 'http.forbidden' });
    await expect(read.list(HOST)).rejects.toMatchObject({ code: 'http.forbidden' });
    expect(breaches.rows).toHaveLength(0);
    expect(audit.entries).toHaveLength(0);
  });
});
