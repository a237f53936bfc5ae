import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeClock, MINUTE, SECOND } from '../../support/fake-clock.ts';
import { addAccount, checkSession, email, signedIn } from '../../support/identity-flows.ts';
import { startOidcProvider, type OidcProviderHandle } from '../../support/oidc-provider.ts';
import { ssoSignIn } from '../../support/sso-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { queryRows } from '../../support/test-database.ts';
import { TestClient } from '../../support/test-client.ts';

const PUBLIC_URL = 'http://vms.test';

/**
 * Single sign-on against a real OpenID provider in this process (oidc-provider), driven over HTTP
 * through its own login and consent pages: ADR 37, docs/product/identity.md ID-SSO.
 */
describe('single sign-on with OpenID Connect', () => {
  let t: TestApp;
  let idp: OidcProviderHandle;

  const employeeRow = async (address: string) =>
    (
      await queryRows<{ status: string; designation: string; manager: string | null; sso_subject: string | null; emp_id: string }>(
        t.database.url,
        `select e.status, d.name as designation, m.email as manager, e.sso_subject, e.emp_id
           from employee e join designation d on d.id = e.designation_id left join employee m on m.id = e.manager_id
          where e.email = $1`,
        [address],
      )
    )[0];

  /** The installation's settings: every replica has the same. */
  const ssoEnv = () => ({
    ...idp.env,
    VMS_OIDC_DISPLAY_NAME: 'Example Corp',
    VMS_OIDC_MANAGER_CLAIM: 'manager_email',
    VMS_OIDC_EMPLOYEE_ID_CLAIM: 'employee_id',
    VMS_OIDC_GROUP_DESIGNATIONS: 'desk-staff=Security,line-managers=Manager',
    VMS_OIDC_APPROVED_GROUPS: 'desk-staff,line-managers',
  });

  const sessionOf = (client: TestClient) => client.get<{ user?: string; code?: string }>('/api/auth/session');

  beforeAll(async () => {
    idp = await startOidcProvider({ redirectUri: `${PUBLIC_URL}/auth/oidc/callback` });
    t = await startTestApp({
      // Real time (the provider's tokens carry it), which a test can still move.
      clock: new FakeClock('now'),
      env: ssoEnv(),
    });
    await addAccount(t, 'admin', 'admin');
    await addAccount(t, 'manager', 'manager', { manager: 'admin', password: 'Manager@123' });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  it("should tell the SPA through its runtime config that single sign-on is set up, and start the flow at the provider", async () => {
    const script = await (await t.request('/app-config.js')).text();
    expect(script).toContain('"sso":{"name":"Example Corp","loginPath":"/auth/oidc/login"}');
    expect(script).toContain('"passwordForm":true');
    const start = await new TestClient(t).get('/auth/oidc/login');
    const location = new URL(start.headers.get('location') ?? '');
    expect(location.origin).toBe(idp.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'visitor-desk',
      response_type: 'code',
      redirect_uri: `${PUBLIC_URL}/auth/oidc/callback`,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    for (const param of ['state', 'nonce', 'code_challenge']) expect(location.searchParams.get(param)).toMatch(/^[\w-]{22,}$/);
    // The flow's secrets live in the browser's sealed cookie, never readable in it.
    const cookie = start.headers.getSetCookie().find((line) => line.startsWith('vms_sso_flow='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toContain(location.searchParams.get('state'));
  });

  it('should make an unknown employee pending on their manager, then sign them in once the manager approves', async () => {
    idp.setAccount('sub-nina', { email: email('nina'), email_verified: true, name: 'Nina Rao', employee_id: 'NR0042', manager_email: email('manager') });
    const browser = new TestClient(t);

    const first = await ssoSignIn(browser, PUBLIC_URL, 'sub-nina');
    expect(first).toEqual({ status: 302, location: '/login?sso_error=account.pending' });
    expect(await employeeRow(email('nina'))).toEqual({ status: 'Approval Pending', designation: 'Employee', manager: email('manager'), sso_subject: 'sub-nina', emp_id: 'NR0042' });
    expect((await sessionOf(browser)).status).toBe(401);

    const manager = await signedIn(t, { email: email('manager'), password: 'Manager@123' });
    const approval = await manager.post('/api/auth/approve-user', { encryptedData: t.envelope.encrypt({ email_to_approve: email('nina') }) });
    expect(approval.status).toBe(200);

    const second = await ssoSignIn(browser, PUBLIC_URL, 'sub-nina');
    expect(second).toEqual({ status: 302, location: '/EmployeeDashboard' });
    const session = await sessionOf(browser);
    expect(session.status).toBe(200);
    expect(JSON.parse(t.envelope.decrypt(session.body.user ?? ''))).toMatchObject({ email: email('nina') });
    const audit = await queryRows<{ action: string; details: { method?: string } }>(
      t.database.url,
      `select action, details from audit_log where actor_label = $1 and action = 'session.started'`,
      [email('nina')],
    );
    expect(audit).toEqual([{ action: 'session.started', details: expect.objectContaining({ method: 'sso' }) }]);
  });

  it('should approve at once and give the mapped designation to someone in an approved group', async () => {
    idp.setAccount('sub-gopal', { email: email('gopal'), email_verified: true, name: 'Gopal Das', groups: ['everyone', 'desk-staff'] });
    const browser = new TestClient(t);
    expect(await ssoSignIn(browser, PUBLIC_URL, 'sub-gopal')).toEqual({ status: 302, location: '/SecurityDashboard' });
    expect(await employeeRow(email('gopal'))).toMatchObject({ status: 'Approved', designation: 'Security', manager: null, sso_subject: 'sub-gopal' });
    expect((await sessionOf(browser)).status).toBe(200);
  });

  it('should land on the page the sign-in started from (a deep link), and never on another site', async () => {
    idp.setAccount('sub-deeplink', { email: email('deeplink'), email_verified: true, name: 'Dee Link', groups: ['desk-staff'] });
    const start = (returnTo: string) => `/auth/oidc/login?return_to=${encodeURIComponent(returnTo)}`;
    const browser = new TestClient(t);
    expect(await ssoSignIn(browser, PUBLIC_URL, 'sub-deeplink', { loginPath: start('/VisitDetails/42?tab=log#top') })).toEqual({ status: 302, location: '/VisitDetails/42?tab=log#top' });
    expect((await sessionOf(browser)).status).toBe(200);
    // Anything a browser could read as another origin is an open redirect: the dashboard instead.
    for (const hostile of ['https://evil.example/', '//evil.example/x', '/\\evil.example', '/\t/evil.example', '/ /evil.example', 'javascript:alert(1)', 'VisitDetails/42', '/auth/oidc/login']) {
      expect(await ssoSignIn(new TestClient(t), PUBLIC_URL, 'sub-deeplink', { loginPath: start(hostile) }), hostile).toEqual({ status: 302, location: '/SecurityDashboard' });
    }
    // The path is sealed in the flow cookie when the flow starts: one added to the callback is not read.
    const added = await ssoSignIn(new TestClient(t), PUBLIC_URL, 'sub-deeplink', {
      callbackUrl: (url) => {
        url.searchParams.set('return_to', '//evil.example/');
        return url;
      },
    });
    expect(added).toEqual({ status: 302, location: '/SecurityDashboard' });
  });

  it('should link an existing employee with the same verified e-mail, and not one whose e-mail the provider did not verify', async () => {
    await addAccount(t, 'linda', 'employee', { manager: 'manager' });
    idp.setAccount('sub-linda-unverified', { email: email('linda'), email_verified: false, name: 'Linda' });
    expect(await ssoSignIn(new TestClient(t), PUBLIC_URL, 'sub-linda-unverified')).toEqual({ status: 302, location: '/login?sso_error=sso.email_unverified' });
    expect((await employeeRow(email('linda')))?.sso_subject).toBeNull();

    idp.setAccount('sub-linda', { email: email('linda'), email_verified: true, name: 'Linda' });
    const browser = new TestClient(t);
    expect(await ssoSignIn(browser, PUBLIC_URL, 'sub-linda')).toEqual({ status: 302, location: '/EmployeeDashboard' });
    expect(await employeeRow(email('linda'))).toMatchObject({ status: 'Approved', designation: 'Employee', sso_subject: 'sub-linda' });
  });

  it('should refuse an address outside the allowed domain', async () => {
    idp.setAccount('sub-outsider', { email: 'someone@elsewhere.org', email_verified: true });
    expect(await ssoSignIn(new TestClient(t), PUBLIC_URL, 'sub-outsider')).toEqual({ status: 302, location: '/login?sso_error=sso.domain_not_allowed' });
    expect(await employeeRow('someone@elsewhere.org')).toBeUndefined();
  });

  it('should refuse a forged state, and a callback from a browser that never started the flow', async () => {
    idp.setAccount('sub-forged', { email: email('forged'), email_verified: true, groups: ['desk-staff'] });
    const forged = await ssoSignIn(new TestClient(t), PUBLIC_URL, 'sub-forged', {
      callbackUrl: (url) => {
        url.searchParams.set('state', 'forged-by-someone-else');
        return url;
      },
    });
    expect(forged).toEqual({ status: 302, location: '/login?sso_error=sso.flow_invalid' });

    // The callback reaches another browser (one without the flow's cookie).
    let stolen = '';
    await ssoSignIn(new TestClient(t), PUBLIC_URL, 'sub-forged', {
      callbackUrl: (url) => {
        stolen = `${url.pathname}${url.search}`;
        return new URL('/auth/oidc/callback?state=none', url);
      },
    });
    const other = await new TestClient(t).get(stolen);
    expect({ status: other.status, location: other.headers.get('location') }).toEqual({ status: 302, location: '/login?sso_error=sso.flow_invalid' });
    expect(await employeeRow(email('forged'))).toBeUndefined();
  });

  it('should refuse an ID token whose nonce is not the one this browser was given', async () => {
    idp.setAccount('sub-nonce', { email: email('nonce'), email_verified: true, groups: ['desk-staff'] });
    const outcome = await ssoSignIn(new TestClient(t), PUBLIC_URL, 'sub-nonce', {
      authorizationUrl: (url) => {
        url.searchParams.set('nonce', 'a-nonce-of-another-flow');
        return url;
      },
    });
    expect(outcome).toEqual({ status: 302, location: '/login?sso_error=sso.token_invalid' });
    expect(await employeeRow(email('nonce'))).toBeUndefined();
  });

  it('should refuse an expired ID token', async () => {
    idp.setAccount('sub-late', { email: email('late'), email_verified: true, groups: ['desk-staff'] });
    idp.setIdTokenLifetime(60);
    try {
      const outcome = await ssoSignIn(new TestClient(t), PUBLIC_URL, 'sub-late', {
        // A one-minute token, checked five minutes later by the product's clock (within the flow's ten).
        callbackUrl: (url) => {
          t.clock.advance(5 * MINUTE);
          return url;
        },
      });
      expect(outcome).toEqual({ status: 302, location: '/login?sso_error=sso.token_invalid' });
    } finally {
      t.clock.advance(-5 * MINUTE);
      idp.setIdTokenLifetime(3600);
    }
    expect(await employeeRow(email('late'))).toBeUndefined();
  });

  it("should land on the Login page with the provider's refusal", async () => {
    const outcome = await ssoSignIn(new TestClient(t), PUBLIC_URL, 'sub-nina', {
      callbackUrl: (url) => new URL(`/auth/oidc/callback?error=access_denied&state=${url.searchParams.get('state') ?? ''}&iss=${encodeURIComponent(idp.issuer)}`, url),
    });
    expect(outcome).toEqual({ status: 302, location: '/login?sso_error=sso.provider_error' });
  });

  it('should follow a rotation of the provider\'s signing keys', async () => {
    idp.setAccount('sub-rotation', { email: email('rotation'), email_verified: true, groups: ['desk-staff'] });
    expect(await ssoSignIn(new TestClient(t), PUBLIC_URL, 'sub-rotation')).toEqual({ status: 302, location: '/SecurityDashboard' });
    const before = idp.currentKid();
    idp.rotateKeys();
    expect(idp.currentKid()).not.toBe(before);
    // A minute on (the client reads the keys again for an unknown key once its copy is a minute old).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * SECOND });
    try {
      expect(await ssoSignIn(new TestClient(t), PUBLIC_URL, 'sub-rotation')).toEqual({ status: 302, location: '/SecurityDashboard' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('should finish on another replica a sign-in that one replica started (nothing of the flow in a process)', async () => {
    const other = await startTestApp({ database: t.database, clock: t.clock, env: ssoEnv() });
    try {
      idp.setAccount('sub-replica', { email: email('replica'), email_verified: true, groups: ['desk-staff'] });
      // One browser: its sign-in starts on this replica and comes back to the other.
      const browser = new TestClient({ request: (path, init) => (path.startsWith('/auth/oidc/callback') ? other : t).request(path, init) });
      expect(await ssoSignIn(browser, PUBLIC_URL, 'sub-replica')).toEqual({ status: 302, location: '/SecurityDashboard' });
      expect((await sessionOf(browser)).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('should end an older session of the same employee, as a password sign-in does', async () => {
    await addAccount(t, 'omar', 'employee', { manager: 'manager', password: 'Omar@1234' });
    const laptop = await signedIn(t, { email: email('omar'), password: 'Omar@1234' });
    expect((await checkSession(t, laptop, email('omar'))).status).toBe(200);

    idp.setAccount('sub-omar', { email: email('omar'), email_verified: true, name: 'Omar' });
    const phone = new TestClient(t);
    expect(await ssoSignIn(phone, PUBLIC_URL, 'sub-omar')).toEqual({ status: 302, location: '/EmployeeDashboard' });

    const old = await checkSession(t, laptop, email('omar'));
    expect(old.status).toBe(401);
    expect(old.body).toMatchObject({ code: 'session.destroyed' });
    expect((await checkSession(t, phone, email('omar'))).status).toBe(200);
  });
});

describe('single sign-on not set up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('should send the browser back to the Login page with sso.not_configured, and tell the SPA there is no company sign-in', async () => {
    for (const path of ['/auth/oidc/login', '/auth/oidc/callback?code=x&state=y']) {
      const answer = await new TestClient(t).get(path);
      expect({ status: answer.status, location: answer.headers.get('location') }).toEqual({ status: 302, location: '/login?sso_error=sso.not_configured' });
    }
    const script = await (await t.request('/app-config.js')).text();
    expect(script).toContain('"sso":null');
  });
});
