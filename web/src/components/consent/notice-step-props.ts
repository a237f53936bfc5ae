import type { ConsentInput } from '#contract/consent.ts';

/**
 * What a form's notice step takes (issue 31, docs/product/privacy.md PRIV-NOTICE). Each form's page
 * loads `notice-step.tsx` with its own `React.lazy`, beside its other lazy parts: a shared loader module
 * would carry the step's list of files into every page a second time (page weight, bench/bundle-budget.ts).
 */
export interface NoticeStepProps {
  /** Whose site's notice: the details form's link (`token`), a kiosk's site (`site`), or neither (the first site). */
  readonly where: Readonly<{ token?: string; site?: number }>;
  /** The consent given, checked by the shared rule; the form that follows sends it with its details. */
  readonly onConsent: (consent: ConsentInput) => void;
}
