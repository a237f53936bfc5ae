import type { FieldErrors } from '../../lib/validate.ts';

/**
 * The walk-in form in steps of one screen each (issue 28: it was one long page at arm's length): who
 * you are, whom you visit, where you go (and its safety equipment), your photo, then the terms and Sign
 * in. Each step names the fields of walkInSchema it holds: the same schema checks them on Next (only
 * that step's messages are shown) and the whole form on Sign in.
 */
export const WALK_IN_STEPS = [
  { id: 'about', title: 'About you', fields: ['name', 'mobileNo', 'comingFrom', 'purposeOfVisit'] },
  { id: 'host', title: 'Who you are visiting', fields: ['hostId'] },
  { id: 'place', title: 'Where you are going', fields: ['placeToVisit', 'selectedOption', 'ppeOptions'] },
  { id: 'photo', title: 'Your photo', fields: ['photo'] },
  { id: 'confirm', title: 'Check and sign in', fields: ['termsAccepted'] },
] as const satisfies readonly { readonly id: string; readonly title: string; readonly fields: readonly string[] }[];

export type WalkInStepId = (typeof WALK_IN_STEPS)[number]['id'];

export const LAST_STEP = WALK_IN_STEPS.length - 1;

/** Whether an error's key (a field's path, `ppeOptions.helmet`) belongs to one of the step's fields. */
const holds = (step: number, key: string): boolean => (WALK_IN_STEPS[step]?.fields ?? []).some((field: string) => key === field || key.startsWith(`${field}.`));

/** The messages of the whole form's check that belong to one step. */
export const errorsOfStep = (errors: FieldErrors, step: number): FieldErrors => Object.fromEntries(Object.entries(errors).filter(([key]) => holds(step, key)));

/** The first step that has a message (where Sign in sends the visitor back to), or null when none has. */
export const firstStepWithErrors = (errors: FieldErrors): number | null => {
  const keys = Object.keys(errors);
  const step = WALK_IN_STEPS.findIndex((_, index) => keys.some((key) => holds(index, key)));
  return step === -1 ? null : step;
};

/** "Step 2 of 5". */
export const stepCount = (step: number): string => `Step ${step + 1} of ${WALK_IN_STEPS.length}`;
