import { DomainError } from '#kernel/domain-error.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';

/** A host named by e-mail (CLI options), as an id; an unknown address is an error, not an empty list. */
export const hostIdFor = async (directory: EmployeeDirectory, hostEmail: string | null | undefined): Promise<number | null> => {
  if (!hostEmail) return null;
  const host = await directory.byEmail(hostEmail);
  if (!host) throw new DomainError('employee.unknown', { values: { email: hostEmail.toLowerCase() } });
  return host.id;
};
