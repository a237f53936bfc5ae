import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { MESSAGES } from '#contract/messages.ts';
import type { WalkInInput } from '#contract/validation/kiosk.ts';
import { QueryLoading } from '../../components/query-state.tsx';
import { createWalkIn } from './kiosk-api.ts';
import { KioskHeading } from './kiosk-frame.tsx';
import { walkInStep } from './kiosk-model.ts';
import type { Fail, Go } from './kiosk-turn.ts';

const WalkInForm = lazy(() => import('./walk-in-form.tsx'));

/**
 * A walk-in tells who they are and whom they visit; the host is asked, and the kiosk waits for the
 * answer. `siteId`: the kiosk's site, whose privacy notice the walk-in reads (issue 30).
 */
export const WalkInScreen = ({ siteId, go, fail }: { readonly siteId: number; readonly go: Go; readonly fail: Fail }) => {
  const [failure, setFailure] = useState<string | null>(null);
  const create = useMutation({ mutationFn: createWalkIn });
  const submit = (input: WalkInInput) => {
    setFailure(null);
    create.mutate(input, {
      onSuccess: (walkIn) =>
        walkInStep(walkIn.status) === 'see-desk'
          ? go({ name: 'see-desk', message: MESSAGES.kiosk.seeDesk })
          : go({ name: 'waiting', ticket: walkIn.ticket, firstName: walkIn.firstName, hostFirstName: walkIn.hostFirstName }),
      onError: (error) => fail(error, setFailure),
    });
  };
  return (
    <>
      <KioskHeading title="Welcome" subtitle="Tell us who you are and who you are visiting; we will ask them to let you in." />
      <Suspense fallback={<QueryLoading label="Loading the form" />}>
        <WalkInForm siteId={siteId} busy={create.isPending} failure={failure} onSubmit={submit} />
      </Suspense>
    </>
  );
};
