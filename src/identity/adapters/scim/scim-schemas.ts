import { SCIM_BASE_PATH } from '#contract/api-token-scopes.ts';

/*
 * SCIM 2.0's schema URNs (RFC 7643, RFC 7644) and the discovery documents identity providers read
 * before provisioning (`/ServiceProviderConfig`, `/ResourceTypes`, `/Schemas`): what this service
 * provider supports, said once, from the same constants the routes use.
 */
export const SCIM_USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const SCIM_ENTERPRISE_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const SCIM_LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const SCIM_PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const SPC_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';
const RESOURCE_TYPE_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';
const SCHEMA_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';

/** The SCIM media type every answer is sent as. */
export const SCIM_CONTENT_TYPE = 'application/scim+json';


/** The most users one list answers, and the page size when none is asked for. */
export const SCIM_MAX_RESULTS = 200;
export const SCIM_DEFAULT_COUNT = 100;

/** ServiceProviderConfig (RFC 7643 section 5): PATCH and filters yes; bulk, sort, ETags and password changes no. */
export const serviceProviderConfig = (baseUrl: string) => ({
  schemas: [SPC_SCHEMA],
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'Bearer token',
      description: 'A provisioning token made by `vms scim token create`, sent as Authorization: Bearer <token>.',
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}${SCIM_BASE_PATH}/ServiceProviderConfig` },
});

const attribute = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'string',
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

/** The attributes this service provider keeps; others a provider sends are accepted and not stored (ADR 41). */
const USER_SCHEMA = {
  id: SCIM_USER_SCHEMA,
  name: 'User',
  description: 'An employee of Visitor Desk',
  attributes: [
    attribute('userName', { required: true, uniqueness: 'server', description: 'The company e-mail address' }),
    attribute('externalId', { caseExact: true }),
    attribute('displayName'),
    attribute('name', {
      type: 'complex',
      subAttributes: [attribute('formatted'), attribute('givenName'), attribute('familyName')],
    }),
    attribute('active', { type: 'boolean' }),
    attribute('roles', {
      type: 'complex',
      multiValued: true,
      description: 'The designation: Employee, Manager, Security or Admin (the primary role, else the first)',
      subAttributes: [attribute('value'), attribute('primary', { type: 'boolean' })],
    }),
  ],
};

const ENTERPRISE_SCHEMA = {
  id: SCIM_ENTERPRISE_SCHEMA,
  name: 'EnterpriseUser',
  description: 'Enterprise User',
  attributes: [
    attribute('employeeNumber', { description: "The company's employee id" }),
    attribute('manager', {
      type: 'complex',
      description: "The reporting manager, by this service provider's id",
      subAttributes: [attribute('value'), attribute('displayName', { mutability: 'readOnly' })],
    }),
  ],
};

export const scimSchemas = (baseUrl: string) =>
  [USER_SCHEMA, ENTERPRISE_SCHEMA].map((schema) => ({ schemas: [SCHEMA_SCHEMA], ...schema, meta: { resourceType: 'Schema', location: `${baseUrl}${SCIM_BASE_PATH}/Schemas/${schema.id}` } }));

export const userResourceType = (baseUrl: string) => ({
  schemas: [RESOURCE_TYPE_SCHEMA],
  id: 'User',
  name: 'User',
  endpoint: '/Users',
  description: 'Employees',
  schema: SCIM_USER_SCHEMA,
  schemaExtensions: [{ schema: SCIM_ENTERPRISE_SCHEMA, required: false }],
  meta: { resourceType: 'ResourceType', location: `${baseUrl}${SCIM_BASE_PATH}/ResourceTypes/User` },
});

/** A list answer (RFC 7644 section 3.4.2). */
export const listResponse = (resources: readonly unknown[], totalResults: number, startIndex: number) => ({
  schemas: [SCIM_LIST_SCHEMA],
  totalResults,
  startIndex,
  itemsPerPage: resources.length,
  Resources: resources,
});
