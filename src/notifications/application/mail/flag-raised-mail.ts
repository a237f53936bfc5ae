import { renderMail } from '#kernel/mail-layout.ts';
import type { OutgoingMail } from '../../../platform/ports/outbox.ts';
import type { DoorPoint, WatchlistMatchKind } from '../../../watchlist/application/watchlist-events.ts';

/** What security's mail of a flagged visitor at the door says: the visitor, the host, where, and why (never an Aadhaar number). */
export interface RaisedFlag {
  readonly visitId: number;
  readonly visitorName: string;
  readonly hostName: string | null;
  readonly place: string;
  readonly on: DoorPoint;
  /** The time at the site, `hh:mm AM`. */
  readonly at: string;
  readonly matches: readonly { readonly kind: WatchlistMatchKind; readonly reason: string }[];
}

const MATCHED_ON: Readonly<Record<WatchlistMatchKind, string>> = {
  phone: 'phone number',
  name_and_phone: 'name and phone number',
  name_and_aadhaar: 'name and the last four characters of the ID',
};

const ARRIVING: Readonly<Record<DoorPoint, string>> = {
  walk_in: 'signed in as a walk-in at',
  arrival: 'is checking in at',
};

/**
 * A flagged visitor at the door (a walk-in's new flag, or a check-in refused for a flag) mailed to
 * security (ADR 13): one message to every recipient, with a link to the visit's detail view. The entry's reason is for security and is in it;
 * no Aadhaar digit, no phone number. Never sent to a host or a visitor.
 */
export const flagRaisedMail = (flag: RaisedFlag, recipients: readonly string[], publicUrl: string): OutgoingMail => ({
  to: [...recipients],
  subject: `Watchlist: ${flag.visitorName} at ${flag.place}`,
  ...renderMail({
    heading: 'A visitor on the watchlist is at the door',
    paragraphs: [
      `${flag.visitorName} ${ARRIVING[flag.on]} ${flag.place} at ${flag.at} and matches the watchlist. They cannot be checked in until security clears the flag with a written reason.`,
    ],
    facts: [
      ['Visitor', flag.visitorName],
      ['Host', flag.hostName ?? ''],
      ['Where', flag.place],
      ...flag.matches.map(({ kind, reason }, i): readonly [string, string] => [
        flag.matches.length > 1 ? `Entry ${i + 1}` : 'Entry',
        `matched on ${MATCHED_ON[kind]}: ${reason}`,
      ]),
    ],
    action: { label: 'Open the visit', url: `${publicUrl}/VisitorDetailView?id=${flag.visitId}` },
  }),
});
