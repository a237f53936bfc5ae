/**
 * The version of the sites and their entrances (table `site_catalog`, bumped by triggers in the
 * transaction of every change to either: ADR 62). The session's statement reads it beside the session
 * (SITE_CATALOG_VERSION_SQL) and notes it in the request's scope under SITE_CATALOG_VERSION; the
 * sites' repository reuses the sites it last read while that version is the same, so a desk list or
 * a check-in reads twenty sites' rows only when one of them changed. Here, in the platform, because
 * both modules name it and neither may import the other's adapters.
 */
export const SITE_CATALOG_VERSION = Symbol('site_catalog.version');

/** The version as a column of another statement (null before the migration that made the table ran its insert). */
export const SITE_CATALOG_VERSION_SQL = '(select c.version from site_catalog c where c.id = 1)';
