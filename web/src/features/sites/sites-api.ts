import type { EntranceChangeAnswer, EntranceView, HomeSiteAnswer, SiteChangeAnswer, SiteStaffAnswer, SiteStaffMemberView, SiteView } from '#contract/api/site-answers.ts';
import type { SiteInput } from '#contract/validation/site.ts';
import { parseAnswer } from '../../lib/answer.ts';
import { api } from '../../lib/api-client.ts';
import { envelope } from '../../lib/envelope.ts';

/** The admins' site calls (docs/product/sites.md SITE-ADMIN); the answer schemas load with the first call, not with the page. */
const loadSchemas = () => import('#contract/api/site-answers.ts');

/** `GET /api/sites`: every site, by name. */
export const fetchSites = async (signal?: AbortSignal): Promise<readonly SiteView[]> => {
  const [body, answers] = await Promise.all([api.get('/api/sites', signal ? { signal } : {}), loadSchemas()]);
  return parseAnswer(answers.siteListAnswerSchema, body, 'sites').sites;
};

/** `POST /api/sites`: a site added (201), with the product's words. */
export const addSite = async (input: SiteInput): Promise<SiteChangeAnswer> => {
  const [body, answers] = await Promise.all([api.post('/api/sites', { encryptedData: envelope.encrypt(input) }), loadSchemas()]);
  return parseAnswer(answers.siteChangeAnswerSchema, body, 'sites-add');
};

/** `PATCH /api/sites/{id}`: the site's settings as the form has them; the server keeps what did not change. */
export const updateSite = async (id: number, input: SiteInput): Promise<SiteChangeAnswer> => {
  const [body, answers] = await Promise.all([api.patch(`/api/sites/${id}`, { encryptedData: envelope.encrypt(input) }), loadSchemas()]);
  return parseAnswer(answers.siteChangeAnswerSchema, body, `sites/${id}`);
};

/** `GET /api/sites/{id}/staff`: the security users and site admins assigned to the site (ADR 42), by name. */
export const fetchSiteStaff = async (id: number, signal?: AbortSignal): Promise<readonly SiteStaffMemberView[]> => {
  const [body, answers] = await Promise.all([api.get(`/api/sites/${id}/staff`, signal ? { signal } : {}), loadSchemas()]);
  return parseAnswer(answers.siteStaffAnswerSchema, body, `sites/${id}/staff`).staff;
};

/** `POST /api/sites/{id}/staff` (assign) or `…/staff/remove`: the product's words and the site's staff now. */
export const changeSiteStaff = async (id: number, verb: 'assign' | 'remove', email: string): Promise<SiteStaffAnswer> => {
  const path = verb === 'assign' ? `/api/sites/${id}/staff` : `/api/sites/${id}/staff/remove`;
  const [body, answers] = await Promise.all([api.post(path, { encryptedData: envelope.encrypt({ email }) }), loadSchemas()]);
  return parseAnswer(answers.siteStaffAnswerSchema, body, `sites/${id}/staff`);
};

/** `POST /api/sites/{id}/home-site` (ADR 59): the site becomes the employee's home site. */
export const makeHomeSite = async (id: number, email: string): Promise<HomeSiteAnswer> => {
  const [body, answers] = await Promise.all([api.post(`/api/sites/${id}/home-site`, { encryptedData: envelope.encrypt({ email }) }), loadSchemas()]);
  return parseAnswer(answers.homeSiteAnswerSchema, body, `sites/${id}/home-site`);
};

/** `GET /api/sites/{id}/entrances`: the site's entrances (issue 30), in use first, each by name. */
export const fetchEntrances = async (id: number, signal?: AbortSignal): Promise<readonly EntranceView[]> => {
  const [body, answers] = await Promise.all([api.get(`/api/sites/${id}/entrances`, signal ? { signal } : {}), loadSchemas()]);
  return parseAnswer(answers.entranceListAnswerSchema, body, `sites/${id}/entrances`).entrances;
};

/** An entrance added to a site (`POST /api/sites/{id}/entrances`), renamed (`PATCH /api/entrances/{id}`) or retired (`POST …/retire`). */
export const changeEntrance = async (
  change: { readonly verb: 'add'; readonly siteId: number; readonly name: string } | { readonly verb: 'rename'; readonly id: number; readonly name: string } | { readonly verb: 'retire'; readonly id: number },
): Promise<EntranceChangeAnswer> => {
  const call =
    change.verb === 'add'
      ? api.post(`/api/sites/${change.siteId}/entrances`, { encryptedData: envelope.encrypt({ name: change.name }) })
      : change.verb === 'rename'
        ? api.patch(`/api/entrances/${change.id}`, { encryptedData: envelope.encrypt({ name: change.name }) })
        : api.post(`/api/entrances/${change.id}/retire`, {});
  const [body, answers] = await Promise.all([call, loadSchemas()]);
  return parseAnswer(answers.entranceChangeAnswerSchema, body, `entrances-${change.verb}`);
};

/** The sites list lives under this key; an add or a change marks it stale. */
export const sitesKeys = {
  all: ['sites'] as const,
  list: () => [...sitesKeys.all, 'list'] as const,
  staff: (id: number) => [...sitesKeys.all, 'staff', id] as const,
  entrances: (id: number) => [...sitesKeys.all, 'entrances', id] as const,
};
