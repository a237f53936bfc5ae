import type { OutgoingMessage } from '../../platform/ports/outbox.ts';
import type { EventRoutes } from '../../notifications/application/event-routes.ts';
import type { VisitRecord } from '../../visits/application/visit-record.ts';
import { chatMessage, type ChatNotice } from './chat-messages.ts';
import type { ChatConnections } from './ports.ts';

/** The outbox channel of chat notices (Slack, Teams). */
export const CHAT_CHANNEL = 'chat';

const factsOf = (visit: VisitRecord, where: string | null): (readonly [string, string])[] => [
  ['Visitor', visit.name],
  ['Host', visit.host?.name ?? ''],
  ['When', `${visit.visitDate} ${visit.visitTime}`],
  ...(where ? [['Where', where] as const] : []),
];

/**
 * The chat channel's routes (issue 32): a host hears in their chat (their site's incoming webhook,
 * or their own) of their visitor's arrival, a walk-in waiting for their answer (with the approve and
 * decline links of the mail) and a cancellation. One outbox row per connection, its `to` the
 * connection's id, its text the JSON the chat takes; the mail goes as before.
 */
export class ChatRoutes {
  readonly routes: EventRoutes;

  constructor(private readonly connections: ChatConnections) {
    this.routes = {
      'visit.checked_in': (event) =>
        this.notices(event.visit, {
          headline: `${event.visit.name} has arrived for ${event.visit.host?.name ?? 'you'}`,
          facts: factsOf(event.visit, event.kioskName === null ? 'the security desk' : `the reception kiosk (${event.kioskName})`),
          links: [],
        }),
      'walk_in.waiting': (event) =>
        this.notices(event.visit, {
          headline: `${event.visit.name} is waiting at ${event.kioskName} without an appointment: approve or decline`,
          facts: factsOf(event.visit, event.kioskName),
          links: [
            { label: 'Approve', url: event.links.approve, style: 'primary' },
            { label: 'Decline', url: event.links.decline, style: 'danger' },
          ],
        }),
      'visit.cancelled': (event) => this.notices(event.visit, { headline: `The visit of ${event.visit.name} is cancelled`, facts: factsOf(event.visit, null), links: [] }),
    };
  }

  private async notices(visit: VisitRecord, notice: ChatNotice): Promise<OutgoingMessage[]> {
    const connections = await this.connections.forVisit(visit.siteId, visit.host?.email ?? null);
    return connections.map((connection) => ({ channel: CHAT_CHANNEL, to: [String(connection.id)], subject: connection.kind, text: JSON.stringify(chatMessage(connection.kind, notice)) }));
  }
}
