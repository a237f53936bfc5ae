/**
 * Every key the kiosk's data lives under. The kiosk is not a viewer of the live feed (it has no
 * session): its walk-in status is read again every 2 s while a visitor waits (ADR 14).
 */
export const kioskKeys = {
  all: ['kiosk'] as const,
  self: () => [...kioskKeys.all, 'self'] as const,
  hosts: (q: string) => [...kioskKeys.all, 'hosts', q] as const,
  walkIn: (ticket: string) => [...kioskKeys.all, 'walk-in', ticket] as const,
};
