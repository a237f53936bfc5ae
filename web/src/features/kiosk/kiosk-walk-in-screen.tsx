import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { ErrorCode } from '#contract/error-codes.ts';
import { MESSAGES } from '#contract/messages.ts';
import type { WalkInInput } from '#contract/validation/kiosk.ts';
import { QueryLoading } from '../../components/query-state.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { createWalkIn } from './kiosk-api.ts';
import { KioskHeading } from './kiosk-frame.tsx';
import { walkInStep } from './kiosk-model.ts';
import type { Fail, Go } from './kiosk-turn.ts';

const WalkInForm = lazy(() => import('./walk-in-form.tsx'));

/** The server's refusals of a walk-in's signatures (ADR 56): the walk-in signs again (a version published meanwhile), told why. */
const SIGN_AGAIN: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['document.signature_required', 'document.name_mismatch']);

/**
 * A walk-in tells who they are and whom they visit; the host is asked, and the kiosk waits for the
 * answer. `siteId`: the kiosk's site, whose privacy notice the walk-in reads (issue 30).
 */
export const WalkInScreen = ({ siteId, go, fail }: { readonly siteId: number; readonly go: Go; readonly fail: Fail }) => {
  const [failure, setFailure] = useState<string | null>(null);
  const create = useMutation({ mutationFn: createWalkIn });
  const submit = (input: WalkInInput, signAgain: (message: string) => void) => {
    setFailure(null);
    create.mutate(input, {
      onSuccess: (walkIn) =>
        walkInStep(walkIn.status) === 'see-desk'
          ? go({ name: 'see-desk', message: MESSAGES.kiosk.seeDesk })
          : go({ name: 'waiting', ticket: walkIn.ticket, firstName: walkIn.firstName, hostFirstName: walkIn.hostFirstName }),
      onError: (error) => (error instanceof ApiError && error.code !== null && SIGN_AGAIN.has(error.code) ? signAgain(error.message) : fail(error, setFailure)),
    });
  };
  return (
    <>
      <KioskHeading title="Welcome" subtitle="Tell us who you are and who you are visiting; we will ask them to let you in." />
      <Suspense fallback={<QueryLoading label="Loading the form" />}>
        <WalkInForm siteId={siteId} busy={create.isPending} failure={failure} onSubmit={submit} onDocumentsFailed={fail} />
      </Suspense>
    </>
  );
};
