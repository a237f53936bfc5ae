import type { AffectedPerson, BreachDetail, BreachSummary } from '#contract/api/breach-answers.ts';
import { boardClock } from '#contract/breach-clock.ts';
import { formatSiteDateTime } from '#contract/visit-time.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import type { Breach } from '../domain/breach.ts';
import { boardReportDraft, boardReportOf, breachNoticeDraft, type TimeText } from '../domain/breach-drafts.ts';
import type { AffectedPeopleQuery, BreachRepository } from './ports.ts';

/** The greeting when nobody affected has an e-mail: the preview still shows the notice's text. */
const SOMEONE = { name: 'visitor' };

/**
 * The register's answers, shared by its reads and writes: a breach with its 72-hour clock, and its
 * detail with the people affected (computed from the data each time: a visit anonymised since is
 * still counted, its contact no longer held), the notice's preview and the Board's report (saved, or
 * drafted from the record). Times in the drafts are said in the installation's zone, named.
 */
export class BreachViews {
  constructor(
    private readonly breaches: BreachRepository,
    private readonly affectedPeople: AffectedPeopleQuery,
    private readonly sites: SiteDirectory,
    private readonly timeZone: string,
  ) {}

  readonly time: TimeText = (at) => `${formatSiteDateTime(at, this.timeZone)} (${this.timeZone})`;

  private async siteNames(breach: Breach): Promise<{ id: number; name: string }[] | null> {
    if (breach.siteIds === null) return null;
    const all = await this.sites.all();
    return breach.siteIds.map((id) => ({ id, name: all.find((site) => site.id === id)?.name ?? `site ${id}` }));
  }

  private summaryOf(breach: Breach, sites: { id: number; name: string }[] | null, noticesSent: number, now: Date): BreachSummary {
    return {
      id: breach.id,
      summary: breach.summary,
      occurredFrom: breach.occurredFrom.toISOString(),
      occurredTo: breach.occurredTo.toISOString(),
      awareAt: breach.awareAt.toISOString(),
      dataKinds: [...breach.dataKinds],
      sites,
      recordedBy: breach.recordedBy,
      recordedAt: breach.recordedAt.toISOString(),
      noticesSentAt: breach.noticesSentAt?.toISOString() ?? null,
      noticesSent,
      reportSubmittedAt: breach.reportSubmittedAt?.toISOString() ?? null,
      clock: boardClock(breach.awareAt, breach.reportSubmittedAt, now),
    };
  }

  async list(now: Date): Promise<BreachSummary[]> {
    const breaches = await this.breaches.list();
    const counts = await this.breaches.noticeCounts(breaches.map((breach) => breach.id));
    const all = await this.sites.all();
    return breaches.map((breach) =>
      this.summaryOf(
        breach,
        breach.siteIds === null ? null : breach.siteIds.map((id) => ({ id, name: all.find((site) => site.id === id)?.name ?? `site ${id}` })),
        counts.get(breach.id) ?? 0,
        now,
      ),
    );
  }

  /** The people the breach's scope holds, as the query finds them now. */
  affected(breach: Breach): Promise<AffectedPerson[]> {
    return this.affectedPeople.of({ occurredFrom: breach.occurredFrom, occurredTo: breach.occurredTo, siteIds: breach.siteIds, dataKinds: breach.dataKinds });
  }

  async detail(breach: Breach, now: Date): Promise<BreachDetail> {
    const [sites, people, notices] = await Promise.all([this.siteNames(breach), this.affected(breach), this.breaches.noticesOf(breach.id)]);
    const siteNames = sites === null ? null : sites.map((site) => site.name);
    const withoutEmail = people.filter((person) => person.email === null).length;
    const first = people.find((person) => person.email !== null) ?? SOMEONE;
    const report = boardReportOf(breach, () => boardReportDraft(breach, { siteNames, time: this.time, noticesQueued: notices.length, withoutEmail }));
    return {
      breach: { ...this.summaryOf(breach, sites, notices.length, now), impact: breach.impact, measures: breach.measures, contactName: breach.contactName, contactEmail: breach.contactEmail },
      affected: {
        visitors: people.filter((person) => person.kind === 'visitor').length,
        employees: people.filter((person) => person.kind === 'employee').length,
        withoutEmail,
        people,
      },
      noticePreview: breachNoticeDraft(breach, first, { siteNames, time: this.time }),
      notices: notices.map((notice) => ({ name: notice.name, email: notice.email, queuedAt: notice.queuedAt.toISOString() })),
      report: {
        ...report,
        saved: breach.reportSaved,
        submittedAt: breach.reportSubmittedAt?.toISOString() ?? null,
        submittedBy: breach.reportSubmittedBy,
      },
    };
  }

  /** The notice to each person affected with an e-mail, as the preview shows it. */
  async notices(breach: Breach): Promise<{ to: { name: string; email: string }; notice: ReturnType<typeof breachNoticeDraft> }[]> {
    const [sites, people] = await Promise.all([this.siteNames(breach), this.affected(breach)]);
    const siteNames = sites === null ? null : sites.map((site) => site.name);
    return people.flatMap((person) =>
      person.email === null ? [] : [{ to: { name: person.name, email: person.email }, notice: breachNoticeDraft(breach, person, { siteNames, time: this.time }) }],
    );
  }
}
