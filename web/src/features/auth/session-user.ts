import type { SessionAnswer } from '#contract/api/identity-answers.ts';
import { roleFromDesignation } from '#contract/roles.ts';
import type { AuthUser } from './auth-state.ts';

/** The sessionData of the login answer and the session lookup (src/contract/api): `id` plain, every other field enveloped on its own. */
const ENVELOPED_FIELDS = ['emp_name', 'emp_email', 'emp_phonenumber', 'emp_id', 'manager', 'userstatus', 'jobtitle'] as const;

/**
 * The signed-in user the SPA keeps, from the login answer or the session lookup's (checked against
 * their schemas by the API layer; every login answer is a session answer): each field decrypted, the role the lowercased job title, the session id the server's
 * `storedSessionId`. Null when a field does not decrypt or the job title names no role.
 */
export const authUserFromAnswer = (answer: SessionAnswer, decrypt: (value: string) => string): AuthUser | null => {
  const { result } = answer;
  const data = result.sessionData;
  const id = data.id;
  const fields: Partial<Record<(typeof ENVELOPED_FIELDS)[number], string>> = {};
  try {
    for (const name of ENVELOPED_FIELDS) fields[name] = decrypt(data[name]);
  } catch {
    return null;
  }
  const role = roleFromDesignation(fields.jobtitle ?? '');
  if (!role || !fields.emp_email || fields.emp_name === undefined || fields.emp_id === undefined || fields.userstatus === undefined) return null;
  return {
    id,
    emp_name: fields.emp_name,
    emp_email: fields.emp_email,
    emp_phonenumber: fields.emp_phonenumber || null,
    emp_id: fields.emp_id,
    manager: fields.manager || null,
    userstatus: fields.userstatus,
    role,
    sessionId: result.storedSessionId,
  };
};
