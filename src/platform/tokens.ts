import type { ServiceIdentifier } from 'inversify';
import type { AppConfig } from './config/config.ts';
import type { Logger } from './logging/logger.ts';

/** Tokens for the values that are not classes; every class (port or use case) is its own token. */
export const CONFIG: ServiceIdentifier<AppConfig> = Symbol.for('vms.Config');
export const LOGGER: ServiceIdentifier<Logger> = Symbol.for('vms.Logger');

/** Settings use cases take as plain values: bound from the configuration by the platform module. */
export const PUBLIC_URL: ServiceIdentifier<string> = Symbol.for('vms.PublicUrl');
export const TIME_ZONE: ServiceIdentifier<string> = Symbol.for('vms.TimeZone');
export const COMPANY_DOMAIN: ServiceIdentifier<string> = Symbol.for('vms.CompanyDomain');
/** PostgreSQL itself, bypassing a pooler (Database.directUrl): the live-update listener's connection. */
export const DIRECT_DATABASE_URL: ServiceIdentifier<string> = Symbol.for('vms.DirectDatabaseUrl');
