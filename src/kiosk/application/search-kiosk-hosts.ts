import type { KioskHostListAnswer } from '#contract/api/kiosk-answers.ts';
import { KIOSK_HOST_RESULTS } from '#contract/validation/kiosk.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';

/**
 * `GET /api/kiosk/hosts?q=`: the walk-in's host, found by typing part of a name. Approved, enabled
 * employees who may host visitors, whose name contains every word typed; names and ids only, never an
 * e-mail or a phone number (a stranger is holding the tablet).
 */
export class SearchKioskHosts {
  constructor(private readonly directory: EmployeeDirectory) {}

  async execute(text: string): Promise<KioskHostListAnswer['hosts']> {
    const hosts = await this.directory.searchHosts(text, KIOSK_HOST_RESULTS);
    return hosts.map((host) => ({ id: host.id, name: host.name }));
  }
}
