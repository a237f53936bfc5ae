import type { Actor as Viewer } from '#contract/capabilities.ts';
import type { Actor } from '../../platform/ports/audit-log.ts';
import type { DeskVisitRecord } from './desk-visit-record.ts';
import { PresenceUseCase, recordPresence } from './visit-presence.ts';

/** `POST /visitorTimeOut`: the visitor has left, at the server's time (`desk`: see recordPresence). */
export class CheckOutVisitor extends PresenceUseCase {
  execute(id: number, actor: Actor, desk?: Viewer): Promise<DeskVisitRecord> {
    return recordPresence(
      this.deps,
      id,
      actor,
      {
        action: 'visit.checked_out',
        apply: (pass, by, now) => pass.checkOutAt(by, now),
      },
      desk,
    );
  }
}
