import type { Actor } from '../../platform/ports/audit-log.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import { canManageKioskAt, type Actor as CapabilityActor } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { KioskDeviceActor } from '../domain/kiosk-device.ts';

/** Who manages kiosks: an employee signed in (checked against a capability), or IT staff through the CLI. */
export type KioskCaller = { readonly kind: 'principal'; readonly principal: Principal } | { readonly kind: 'cli'; readonly actor: Actor };

/** The caller as the audit log names them, after checking a signed-in caller has the capability. */
export const auditActorOf = (caller: KioskCaller, capability: (actor: CapabilityActor) => boolean): Actor => {
  if (caller.kind === 'cli') return caller.actor;
  if (!capability(caller.principal)) throw new DomainError('http.forbidden');
  return { type: 'employee', id: caller.principal.employeeId, label: caller.principal.email };
};

/** Whether the caller manages kiosks at this site (issue 30, ADR 42): IT staff through the CLI at every site. */
export const callerManagesKioskAt = (caller: KioskCaller, siteId: number): boolean => caller.kind === 'cli' || canManageKioskAt(caller.principal, siteId);

/** The same caller as a device records them. */
export const deviceActorOf = (actor: Actor): KioskDeviceActor => ({ employeeId: actor.type === 'employee' ? (actor.id ?? null) : null, label: actor.label });
