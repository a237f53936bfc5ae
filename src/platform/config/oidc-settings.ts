import { z } from 'zod';
import { DESIGNATION_OF, roleFromDesignation, type Designation } from '#contract/roles.ts';

/**
 * The settings of single sign-on with OpenID Connect (issue 32, docs/deploy.md "Single sign-on"):
 * read here beside config.ts, which spreads `OIDC_VARIABLES` into its schema and calls `oidcSettingsOf`,
 * so that a bad value stops start-up with one line naming the variable, as every other setting does.
 */

/** One IdP group mapped to the designation a new employee of that group gets. */
export interface GroupDesignation {
  readonly group: string;
  readonly designation: Designation;
}

export interface OidcSettings {
  /** The issuer's identifier; its discovery document is `<issuer>/.well-known/openid-configuration`. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** "Sign in with <displayName>" on the Login page. */
  readonly displayName: string;
  /** Only addresses of this domain may sign in (the company domain unless said). */
  readonly emailDomain: string;
  /** The ID token claim that carries the company's employee id; none: one is made as `vms users add` makes it. */
  readonly employeeIdClaim: string | null;
  /** The ID token claim that carries the reporting manager's e-mail; none: the admins approve. */
  readonly managerClaim: string | null;
  readonly groupsClaim: string;
  /** In the order written: a person in several mapped groups gets the first one's designation. */
  readonly groupDesignations: readonly GroupDesignation[];
  /** A new employee in one of these groups is approved at once; anyone else waits for approval. */
  readonly approvedGroups: readonly string[];
}

const CLAIM = /^[A-Za-z0-9_.:/-]{1,100}$/;
const claimName = z.string().regex(CLAIM, 'must be a claim name (letters, digits and _ . : / -)');
const list = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** The variables, spread into config.ts's schema. */
export const OIDC_VARIABLES = {
  VMS_OIDC_ISSUER: z
    .string()
    .refine((value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, 'must be an https:// URL (the issuer identifier of the identity provider)')
    .optional(),
  VMS_OIDC_CLIENT_ID: z.string().trim().min(1).max(500, 'must be at most 500 characters').optional(),
  VMS_OIDC_CLIENT_SECRET: z.string().min(1).max(2000, 'must be at most 2000 characters').optional(),
  VMS_OIDC_DISPLAY_NAME: z.string().trim().min(1).max(60, 'must be at most 60 characters').optional(),
  VMS_OIDC_EMAIL_DOMAIN: z
    .string()
    .regex(/^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, 'must be a domain name such as example.com')
    .transform((domain) => domain.toLowerCase())
    .optional(),
  VMS_OIDC_EMPLOYEE_ID_CLAIM: claimName.optional(),
  VMS_OIDC_MANAGER_CLAIM: claimName.optional(),
  VMS_OIDC_GROUPS_CLAIM: claimName.optional(),
  VMS_OIDC_GROUP_DESIGNATIONS: z
    .string()
    .transform((value, context) => {
      const pairs: GroupDesignation[] = [];
      for (const item of list(value)) {
        const at = item.lastIndexOf('=');
        const group = item.slice(0, at).trim();
        const role = at > 0 ? roleFromDesignation(item.slice(at + 1)) : null;
        if (!group || !role) {
          context.addIssue({ code: 'custom', message: `must be group=Designation pairs separated by commas, each designation one of ${Object.values(DESIGNATION_OF).join(', ')}` });
          return z.NEVER;
        }
        pairs.push({ group, designation: DESIGNATION_OF[role] });
      }
      return pairs;
    })
    .optional(),
  VMS_OIDC_APPROVED_GROUPS: z.string().transform(list).optional(),
  VMS_OIDC_PASSWORD_FORM: z.enum(['on', 'off'], { message: 'VMS_OIDC_PASSWORD_FORM must be on or off' }).default('on'),
};

type OidcRaw = z.infer<z.ZodObject<typeof OIDC_VARIABLES>>;

/** Secret values never echoed back by a refusal. */
export const OIDC_SECRET_VARIABLES = ['VMS_OIDC_CLIENT_SECRET'] as const;

/**
 * The single sign-on settings, or null when none is set. Half a configuration is refused (each missing
 * one named), and so is hiding the password form without single sign-on: nobody could sign in.
 */
export const oidcSettingsOf = (raw: OidcRaw, companyDomain: string, production: boolean): { oidc: OidcSettings | null; passwordForm: boolean; problems: string[] } => {
  const required = { VMS_OIDC_ISSUER: raw.VMS_OIDC_ISSUER, VMS_OIDC_CLIENT_ID: raw.VMS_OIDC_CLIENT_ID, VMS_OIDC_CLIENT_SECRET: raw.VMS_OIDC_CLIENT_SECRET };
  const optional = [
    raw.VMS_OIDC_DISPLAY_NAME,
    raw.VMS_OIDC_EMAIL_DOMAIN,
    raw.VMS_OIDC_EMPLOYEE_ID_CLAIM,
    raw.VMS_OIDC_MANAGER_CLAIM,
    raw.VMS_OIDC_GROUPS_CLAIM,
    raw.VMS_OIDC_GROUP_DESIGNATIONS,
    raw.VMS_OIDC_APPROVED_GROUPS,
  ];
  const passwordForm = raw.VMS_OIDC_PASSWORD_FORM === 'on';
  const anySet = Object.values(required).some((value) => value !== undefined) || optional.some((value) => value !== undefined);
  if (!anySet) {
    return { oidc: null, passwordForm: true, problems: passwordForm ? [] : ['Invalid VMS_OIDC_PASSWORD_FORM: off needs single sign-on (VMS_OIDC_ISSUER, VMS_OIDC_CLIENT_ID, VMS_OIDC_CLIENT_SECRET), or nobody could sign in'] };
  }
  const problems = Object.entries(required)
    .filter(([, value]) => value === undefined)
    .map(([variable]) => `Invalid ${variable}: required when single sign-on is set (VMS_OIDC_ISSUER, VMS_OIDC_CLIENT_ID and VMS_OIDC_CLIENT_SECRET go together)`);
  if (production && raw.VMS_OIDC_ISSUER?.startsWith('http://')) problems.push('Invalid VMS_OIDC_ISSUER: must be an https:// URL when NODE_ENV=production');
  if (problems.length > 0 || !raw.VMS_OIDC_ISSUER || !raw.VMS_OIDC_CLIENT_ID || !raw.VMS_OIDC_CLIENT_SECRET) return { oidc: null, passwordForm, problems };
  return {
    oidc: {
      issuer: raw.VMS_OIDC_ISSUER,
      clientId: raw.VMS_OIDC_CLIENT_ID,
      clientSecret: raw.VMS_OIDC_CLIENT_SECRET,
      displayName: raw.VMS_OIDC_DISPLAY_NAME ?? 'your company',
      emailDomain: raw.VMS_OIDC_EMAIL_DOMAIN ?? companyDomain,
      employeeIdClaim: raw.VMS_OIDC_EMPLOYEE_ID_CLAIM ?? null,
      managerClaim: raw.VMS_OIDC_MANAGER_CLAIM ?? null,
      groupsClaim: raw.VMS_OIDC_GROUPS_CLAIM ?? 'groups',
      groupDesignations: raw.VMS_OIDC_GROUP_DESIGNATIONS ?? [],
      approvedGroups: raw.VMS_OIDC_APPROVED_GROUPS ?? [],
    },
    passwordForm,
    problems,
  };
};
