import { useQuery } from '@tanstack/react-query';
import type { RegistrationSite } from '../auth/identity-api.ts';
import { identityKeys, loadIdentityApi } from '../auth/identity-keys.ts';

export interface RegistrationSites {
  /** The sites by name; null until they are read (kept while read again, so the notice below stays), or when they could not be. */
  readonly sites: readonly RegistrationSite[] | null;
  readonly failed: boolean;
  readonly reload: () => void;
}

/**
 * The sites a registrant picks a home site from (GET /api/registration/sites, issue 30), read as the page
 * opens: the privacy notice shown first is the picked site's, so the list is needed before it.
 */
export const useRegistrationSites = (): RegistrationSites => {
  const read = useQuery({ queryKey: identityKeys.registrationSites(), queryFn: async () => (await loadIdentityApi()).fetchRegistrationSites() });
  return {
    sites: read.data ?? null,
    failed: read.data === undefined && read.isError && !read.isFetching,
    reload: () => void read.refetch(),
  };
};
