import { describe, expect, it } from 'vitest';
import { RetentionLogs, RetentionRuns } from '../../../src/privacy/application/retention-ports.ts';
import { RunRetention } from '../../../src/privacy/application/run-retention.ts';
import type { RetentionRun } from '../../../src/privacy/domain/retention-run.ts';
import { SiteDirectory, type SiteNightly } from '../../../src/sites/application/site-directory.ts';
import { PurgeVisitorData } from '../../../src/visits/application/purge-visitor-data.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { InMemoryUnitOfWork, RecordingAuditLog } from '../identity/in-memory-identity.ts';
import { sitesIn } from '../sites/in-memory-sites.ts';
import { InMemoryFileStorage, InMemoryVisitorPasses, InMemoryVisitorPhotos } from '../visits/in-memory-visits.ts';

/** The log deletes asked for, with their cut-offs; each answers a count of its own. */
class RecordingLogs extends RetentionLogs {
  readonly asked: string[] = [];
  pruneVisitAudit(siteId: number, before: Date) {
    this.asked.push(`visit audit ${siteId} ${before.toISOString()}`);
    return Promise.resolve(3);
  }
  pruneConsentRecords(siteId: number, before: Date) {
    this.asked.push(`consent ${siteId} ${before.toISOString()}`);
    return Promise.resolve(2);
  }
  pruneInstallationAudit(before: Date) {
    this.asked.push(`admin trail ${before.toISOString()}`);
    return Promise.resolve(5);
  }
  pruneMails(before: Date) {
    this.asked.push(`mails ${before.toISOString()}`);
    return Promise.resolve(7);
  }
  pruneWebhooks(before: Date) {
    this.asked.push(`webhooks ${before.toISOString()}`);
    return Promise.resolve({ messages: 1, attempts: 4 });
  }
}

class InMemoryRuns extends RetentionRuns {
  readonly rows: RetentionRun[] = [];
  add(run: RetentionRun) {
    this.rows.push(run);
    return Promise.resolve();
  }
  list() {
    return Promise.resolve([...this.rows].reverse());
  }
}

/**
 * The nightly retention's use case (ADR 50) with in-memory ports: each kind's cut-off on the site's
 * clock, and a record of counts per run. 18:45 UTC on 20 November: the 21st in Pune (first site), the
 * 20th in London (second).
 */
describe(RunRetention.name, () => {
  const world = () => {
    const clock = new FakeClock('2026-11-20T18:45:00.000Z');
    const sites = sitesIn('Asia/Kolkata', 'Europe/London');
    sites.rows[1]!.auditLogDays = 730;
    sites.rows[1]!.processingLogDays = 400;
    const passes = new InMemoryVisitorPasses();
    const photos = new InMemoryVisitorPhotos(passes);
    const storage = new InMemoryFileStorage();
    const audit = new RecordingAuditLog();
    const unitOfWork = new InMemoryUnitOfWork(passes, photos, storage, audit);
    const directory = new SiteDirectory(sites);
    const logs = new RecordingLogs();
    const runs = new InMemoryRuns();
    const purge = new PurgeVisitorData(passes, photos, storage, audit, clock, unitOfWork, directory);
    return { clock, directory, logs, runs, retention: new RunRetention(purge, logs, runs, directory, clock, unitOfWork) };
  };
  const siteNamed = async (directory: SiteDirectory, id: number): Promise<SiteNightly> => (await directory.nightly()).find((site) => site.id === id)!;

  it("should prune a site's logs from the start of its own day their days ago, and record the run's counts and settings", async () => {
    const w = world();
    const london = await siteNamed(w.directory, 2);
    expect(await w.retention.site(london, '2:2026-11-20')).toEqual({
      visitsAnonymised: 0,
      photosDeleted: 0,
      auditEntries: 3,
      consentRecords: 2,
      mails: 0,
      webhookMessages: 0,
      webhookAttempts: 0,
    });
    // London's midnight: in summer time (UTC+1) on 16 October 2025, in winter time on 20 November 2024.
    expect(w.logs.asked).toEqual(['visit audit 2 2024-11-20T00:00:00.000Z', 'consent 2 2025-10-15T23:00:00.000Z']);
    expect(w.runs.rows).toMatchObject([
      {
        siteId: 2,
        period: '2:2026-11-20',
        ranAt: w.clock.now(),
        settings: { personalDataDays: 180, photoDays: 180, auditLogDays: 730, processingLogDays: 400 },
        cutoffs: { personalData: '2026-05-24', photos: '2026-05-24', auditLog: '2024-11-20T00:00:00.000Z', processingLog: '2025-10-15T23:00:00.000Z' },
        auditEntries: 3,
        consentRecords: 2,
      },
    ]);
  });

  it('should prune the logs of no site by the longest days any site keeps them, and record that run without a site', async () => {
    const w = world();
    expect(await w.retention.installation('installation:2026-11-20')).toMatchObject({ auditEntries: 5, mails: 7, webhookMessages: 1, webhookAttempts: 4, visitsAnonymised: 0 });
    // London's 730 and 400 days, counted back from now.
    expect(w.logs.asked).toEqual(['webhooks 2025-10-16T18:45:00.000Z', 'admin trail 2024-11-20T18:45:00.000Z', 'mails 2025-10-16T18:45:00.000Z']);
    expect(w.runs.rows).toMatchObject([{ siteId: null, period: 'installation:2026-11-20', settings: { auditLogDays: 730, processingLogDays: 400 } }]);
  });
});
