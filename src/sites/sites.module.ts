import { EntityManager } from '@mikro-orm/postgresql';
import { ContainerModule } from 'inversify';
import { AuditLog } from '../platform/ports/audit-log.ts';
import { Clock } from '../platform/ports/clock.ts';
import { UnitOfWork } from '../platform/ports/unit-of-work.ts';
import { bindClass, bindPort } from '../platform/wiring.ts';
import { MikroOrmSiteRepository } from './adapters/mikro-orm/mikro-orm-site-repository.ts';
import { MikroOrmEntranceRepository } from './adapters/mikro-orm/mikro-orm-entrance-repository.ts';
import { ManageEntrances } from './application/manage-entrances.ts';
import { AddSite } from './application/add-site.ts';
import { EnsureFirstSite } from './application/ensure-first-site.ts';
import { ListSites } from './application/list-sites.ts';
import { EntranceRepository, SitePreferenceRepository, SiteRepository } from './application/ports.ts';
import { MikroOrmSitePreferenceRepository } from './adapters/mikro-orm/mikro-orm-site-preference-repository.ts';
import { SitePreference } from './application/site-preference.ts';
import { SiteDirectory } from './application/site-directory.ts';
import { UpdateSite } from './application/update-site.ts';
import { SiteStaff } from './application/site-staff.ts';
import { ChangeHomeSite } from './application/change-home-site.ts';
import { EmployeeDirectory } from '../identity/application/employee-directory.ts';
import { SiteAssignments } from '../identity/application/site-assignments.ts';
import { RegistrationSites } from '../identity/application/ports.ts';
import { DirectoryRegistrationSites } from './application/directory-registration-sites.ts';

/** Sites (issue 30): the offices of one installation, each with its clock, address, contact and settings. */
export const sitesModule = new ContainerModule(({ bind }) => {
  bindPort(bind, SiteRepository, MikroOrmSiteRepository, EntityManager);
  bindClass(bind, ListSites, SiteRepository);
  bindClass(bind, SiteDirectory, SiteRepository);
  // Identity's port for the home site picked at registration (identity may not import sites).
  bindPort(bind, RegistrationSites, DirectoryRegistrationSites, SiteDirectory);
  bindClass(bind, AddSite, SiteRepository, AuditLog, Clock, UnitOfWork);
  bindClass(bind, UpdateSite, SiteRepository, AuditLog, Clock, UnitOfWork);
  bindClass(bind, EnsureFirstSite, SiteRepository, AuditLog, Clock, UnitOfWork);
  bindPort(bind, SitePreferenceRepository, MikroOrmSitePreferenceRepository, EntityManager);
  bindClass(bind, SitePreference, SitePreferenceRepository, SiteDirectory, Clock);
  bindPort(bind, EntranceRepository, MikroOrmEntranceRepository, EntityManager);
  bindClass(bind, ManageEntrances, SiteRepository, EntranceRepository, AuditLog, Clock, UnitOfWork);
  bindClass(bind, SiteStaff, SiteRepository, EmployeeDirectory, SiteAssignments, AuditLog, UnitOfWork);
  bindClass(bind, ChangeHomeSite, SiteRepository, EmployeeDirectory, SiteAssignments, AuditLog, UnitOfWork);
});
