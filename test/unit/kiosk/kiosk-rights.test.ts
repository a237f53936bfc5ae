import { describe, expect, it } from 'vitest';
import type { KioskPrincipal } from '../../../src/kiosk/application/kiosk-principal.ts';
import * as capabilities from '#contract/capabilities.ts';

/** The capabilities asked about an actor (the rest take a role: a kiosk has none to give them). */
const ROLE_QUESTIONS = new Set(['canBeReportingManager', 'mayReportTo', 'mayBeAddedWithoutManager']);

describe("the kiosk's reduced rights", () => {
  it('should be granted no capability of src/contract/capabilities.ts, even for a record whose ids equal its own', () => {
    const kiosk: KioskPrincipal = { deviceId: 3, name: 'Reception', siteId: 1 };
    const questions = Object.entries(capabilities).filter(
      (entry): entry is [string, (actor: capabilities.Actor, subject: unknown) => boolean] => typeof entry[1] === 'function' && !ROLE_QUESTIONS.has(entry[0]),
    );
    expect(questions.map(([name]) => name)).toEqual(expect.arrayContaining(['canHostVisitors', 'canUseDesk', 'canWorkWithVisitors', 'canSeeVisit', 'canApproveVisit', 'canManageWatchlist', 'canStartKiosk', 'canManageKiosks']));
    // The kiosk's fields are all a capability could see of it; a record naming its device id as a host or manager is no record of its own.
    const subject = { hostId: 3, managerId: 3, hostManagerId: 3 };
    for (const [name, question] of questions) expect(question(kiosk as unknown as capabilities.Actor, subject), name).toBe(false);
  });
});
