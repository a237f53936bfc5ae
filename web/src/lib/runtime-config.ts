import { KIOSK_STATUS_POLL_MS } from '#contract/kiosk-status.ts';

/** What the server's `/app-config.js` sets before the app starts (src/platform/http/spa.ts). */
export interface RuntimeConfig {
  /** The fixed company e-mail domain, e.g. `example.com`. */
  readonly companyDomain: string;
  /** The payload envelope's phrase (obfuscation, not a secret: docs/product/api.md API-ENVELOPE-03). */
  readonly payloadPhrase: string;
  /** Target of the landing page's Learn More links. */
  readonly corporateUrl: string;
  /** The site's IANA time zone: "today", visit dates and history filters. */
  readonly timeZone: string;
  /**
   * How often a kiosk asks whether it still may work (GET /api/kiosk/me), so that a revoked kiosk, or
   * one whose starter was disabled, leaves its screen within this long without a tap. The server never
   * sends it (the default holds); the browser journeys set a shorter one so as not to wait 20 s.
   */
  readonly kioskStatusPollMs: number;
  /** Single sign-on (`VMS_OIDC_*`): the company's name on the Login page's button and the path that starts it; null when not set up. */
  readonly sso: SsoRuntimeConfig | null;
  /** Whether the Login page shows the password form (`VMS_OIDC_PASSWORD_FORM`); always with no single sign-on. */
  readonly passwordForm: boolean;
}

export interface SsoRuntimeConfig {
  readonly name: string;
  readonly loginPath: string;
}

declare global {
  interface Window {
    __VMS_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const DEFAULTS: RuntimeConfig = {
  companyDomain: 'example.com',
  payloadPhrase: '',
  corporateUrl: 'https://www.example.com',
  timeZone: 'Asia/Kolkata',
  kioskStatusPollMs: KIOSK_STATUS_POLL_MS,
  sso: null,
  passwordForm: true,
};

/** No faster than twice a second, whatever is set: one cheap read per kiosk. */
const KIOSK_STATUS_POLL_MIN_MS = 500;

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

/** Only http(s) targets are followed; anything else falls back to the default. */
const webUrl = (value: unknown, fallback: string): string => {
  const candidate = text(value, fallback);
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : fallback;
  } catch {
    return fallback;
  }
};

/** Single sign-on as the server describes it: a name and a path of this site, or nothing. */
const ssoOf = (value: unknown): SsoRuntimeConfig | null => {
  if (value === null || typeof value !== 'object') return null;
  const { name, loginPath } = value as Partial<Record<keyof SsoRuntimeConfig, unknown>>;
  return typeof name === 'string' && name.trim() !== '' && typeof loginPath === 'string' && /^\/[^/\\]/.test(loginPath) ? { name, loginPath } : null;
};

/** Reads and checks the server's settings; missing or odd values fall back to the defaults. */
export const readRuntimeConfig = (source: unknown): RuntimeConfig => {
  const raw = (source !== null && typeof source === 'object' ? source : {}) as Partial<Record<keyof RuntimeConfig, unknown>>;
  const sso = ssoOf(raw.sso);
  return {
    companyDomain: text(raw.companyDomain, DEFAULTS.companyDomain).replace(/^@/, ''),
    payloadPhrase: text(raw.payloadPhrase, DEFAULTS.payloadPhrase),
    corporateUrl: webUrl(raw.corporateUrl, DEFAULTS.corporateUrl),
    timeZone: text(raw.timeZone, DEFAULTS.timeZone),
    kioskStatusPollMs:
      typeof raw.kioskStatusPollMs === 'number' && Number.isFinite(raw.kioskStatusPollMs) ? Math.max(KIOSK_STATUS_POLL_MIN_MS, raw.kioskStatusPollMs) : DEFAULTS.kioskStatusPollMs,
    sso,
    // Hidden only when there is another way in.
    passwordForm: sso === null || raw.passwordForm !== false,
  };
};

/** True when `/app-config.js` ran; without it the app cannot talk to the server. */
export const runtimeConfigLoaded = typeof window !== 'undefined' && window.__VMS_CONFIG__ != null;

export const runtimeConfig: RuntimeConfig = readRuntimeConfig(typeof window !== 'undefined' ? window.__VMS_CONFIG__ : undefined);
