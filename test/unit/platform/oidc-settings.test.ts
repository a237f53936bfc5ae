import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/platform/config/config.ts';

/** Everything production needs besides single sign-on. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://vms@db/vms',
  VMS_SERVER_SECRET: 'a-server-secret-of-at-least-32-characters',
  VMS_PAYLOAD_PHRASE: 'a-phrase-of-our-own',
  SMTP_URL: 'smtp://mail.example.com',
  VMS_PUBLIC_URL: 'https://visitors.example.com',
};

const SSO = { VMS_OIDC_ISSUER: 'https://login.example.com', VMS_OIDC_CLIENT_ID: 'visitor-desk', VMS_OIDC_CLIENT_SECRET: 'a-client-secret' };

describe('the single sign-on settings (VMS_OIDC_*)', () => {
  it('should leave single sign-on off, and the password form on, when nothing is set', () => {
    expect(loadConfig({})).toMatchObject({ oidc: null, passwordForm: true });
  });

  it('should read the three settings with the defaults of the optional ones', () => {
    expect(loadConfig({ ...SSO, VMS_COMPANY_DOMAIN: 'acme.in' })).toMatchObject({
      passwordForm: true,
      oidc: {
        issuer: 'https://login.example.com',
        clientId: 'visitor-desk',
        clientSecret: 'a-client-secret',
        displayName: 'your company',
        emailDomain: 'acme.in',
        employeeIdClaim: null,
        managerClaim: null,
        groupsClaim: 'groups',
        groupDesignations: [],
        approvedGroups: [],
      },
    });
  });

  it('should read the group mapping in its order, and the approved groups', () => {
    const config = loadConfig({ ...SSO, VMS_OIDC_GROUP_DESIGNATIONS: 'desk=security, it-admins=Admin', VMS_OIDC_APPROVED_GROUPS: 'desk, staff ,' });
    expect(config.oidc?.groupDesignations).toEqual([
      { group: 'desk', designation: 'Security' },
      { group: 'it-admins', designation: 'Admin' },
    ]);
    expect(config.oidc?.approvedGroups).toEqual(['desk', 'staff']);
  });

  it.each([
    [{ VMS_OIDC_ISSUER: 'https://login.example.com' }, /Invalid VMS_OIDC_CLIENT_ID: required[^\n]*\nInvalid VMS_OIDC_CLIENT_SECRET: required/],
    [{ ...SSO, VMS_OIDC_ISSUER: 'login.example.com' }, /^Invalid VMS_OIDC_ISSUER: must be an https:\/\/ URL/],
    [{ ...SSO, VMS_OIDC_GROUP_DESIGNATIONS: 'desk=Janitor' }, /^Invalid VMS_OIDC_GROUP_DESIGNATIONS: must be group=Designation pairs/],
    [{ ...SSO, VMS_OIDC_PASSWORD_FORM: 'hidden' }, /^Invalid VMS_OIDC_PASSWORD_FORM: VMS_OIDC_PASSWORD_FORM must be on or off/],
    [{ VMS_OIDC_PASSWORD_FORM: 'off' }, /^Invalid VMS_OIDC_PASSWORD_FORM: off needs single sign-on/],
    [{ ...SSO, VMS_OIDC_EMPLOYEE_ID_CLAIM: 'employee id' }, /^Invalid VMS_OIDC_EMPLOYEE_ID_CLAIM: must be a claim name/],
  ])('should refuse to start on %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('should refuse an http:// issuer in production, and never echo the client secret', () => {
    expect(() => loadConfig({ ...PRODUCTION, ...SSO, VMS_OIDC_ISSUER: 'http://login.example.com' })).toThrow(/Invalid VMS_OIDC_ISSUER: must be an https:\/\/ URL when NODE_ENV=production/);
    expect(() => loadConfig({ ...SSO, VMS_OIDC_CLIENT_SECRET: 'x'.repeat(2001) })).toThrow(/^Invalid VMS_OIDC_CLIENT_SECRET: must be at most 2000 characters$/);
  });

  it('should take an https:// issuer in production', () => {
    expect(loadConfig({ ...PRODUCTION, ...SSO }).oidc?.issuer).toBe('https://login.example.com');
  });

  it('should hide the password form when told, with single sign-on set', () => {
    expect(loadConfig({ ...SSO, VMS_OIDC_PASSWORD_FORM: 'off' }).passwordForm).toBe(false);
  });
});
