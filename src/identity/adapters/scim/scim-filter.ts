import { recordIdOf } from '#contract/record-id.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { ProvisionedCriteria } from '../../application/ports.ts';
import { SCIM_USER_SCHEMA } from './scim-schemas.ts';

/** The attributes a filter may compare, by their lowercased names (SCIM's attribute names are case-insensitive). */
const FILTERABLE = { username: 'email', externalid: 'externalId', id: 'id' } as const;

const invalidFilter = (detail: string): DomainError => new DomainError('scim.invalid_filter', { values: { detail } });

/** An attribute path, `and`, `eq`, or a JSON string: the words of the filters identity providers send. */
const TOKEN = /\s*(?:("(?:[^"\\]|\\.)*")|([A-Za-z][\w:.$-]*))/y;

const tokensOf = (filter: string): { text: string; quoted: boolean }[] => {
  const tokens: { text: string; quoted: boolean }[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < filter.length) {
    if (/^\s*$/.test(filter.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(filter);
    if (!match) throw invalidFilter(`unexpected text at position ${filter.length - filter.slice(at).trimStart().length + 1}`);
    tokens.push(match[1] !== undefined ? { text: match[1], quoted: true } : { text: match[2]!, quoted: false });
  }
  return tokens;
};

const unquote = (quoted: string): string => {
  try {
    return JSON.parse(quoted) as string;
  } catch {
    throw invalidFilter(`${quoted} is not a valid string`);
  }
};

/** `urn:…:core:2.0:User:userName` is `userName`. */
const attributeOf = (path: string): string => {
  const prefix = `${SCIM_USER_SCHEMA}:`.toLowerCase();
  const lowered = path.toLowerCase();
  return lowered.startsWith(prefix) ? lowered.slice(prefix.length) : lowered;
};

/**
 * The `filter` of `GET /Users` (RFC 7644 section 3.4.2.2) in the forms Entra ID and Okta send:
 * `userName eq "…"`, `externalId eq "…"`, `id eq "…"`, joined by `and`. Anything else (another
 * operator, `or`, `not`, brackets, another attribute) is refused with `invalidFilter`, never read as
 * "no filter": a provider that asked for one user must not get them all.
 */
export const parseScimFilter = (filter: string | undefined): ProvisionedCriteria => {
  if (filter === undefined || filter.trim() === '') return {};
  const tokens = tokensOf(filter);
  const criteria: { id?: number; email?: string; externalId?: string } = {};
  for (let index = 0; index < tokens.length; index += 4) {
    const [path, operator, value, joiner] = tokens.slice(index, index + 4);
    if (!path || path.quoted) throw invalidFilter('an attribute name is expected');
    const attribute = FILTERABLE[attributeOf(path.text) as keyof typeof FILTERABLE];
    if (!attribute) throw invalidFilter(`"${path.text}" cannot be filtered on`);
    if (!operator || operator.quoted || operator.text.toLowerCase() !== 'eq') throw invalidFilter(`only eq is supported${operator ? `, not ${operator.text}` : ''}`);
    if (!value?.quoted) throw invalidFilter('a quoted value is expected after eq');
    if (joiner && (joiner.quoted || joiner.text.toLowerCase() !== 'and' || index + 4 >= tokens.length)) throw invalidFilter('conditions may only be joined by and');
    const text = unquote(value.text);
    if (attribute === 'id') {
      // An id we never gave matches no one, as any unknown value does.
      criteria.id = recordIdOf(text) ?? 0;
    } else if (attribute === 'email') criteria.email = text.toLowerCase();
    else criteria.externalId = text;
  }
  return criteria;
};
