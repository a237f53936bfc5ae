import { useCallback, useState } from 'react';
import type { KioskSelfAnswer } from '#contract/api/kiosk-answers.ts';
import { ConfirmScreen } from './kiosk-confirm-screen.tsx';
import { kioskFailureOf } from './kiosk-errors.ts';
import { FindScreen } from './kiosk-find-screen.tsx';
import { KioskFrame } from './kiosk-frame.tsx';
import { goodbyeTitle, idleLimitFor, START, type KioskScreen } from './kiosk-model.ts';
import { BadgeScreen, MessageScreen } from './kiosk-outcome-screens.tsx';
import { StartScreen } from './kiosk-start-screen.tsx';
import type { Fail, Go } from './kiosk-turn.ts';
import { WaitingScreen } from './kiosk-waiting-screen.tsx';
import { WalkInScreen } from './kiosk-walk-in-screen.tsx';
import { useIdleReset } from './use-idle-reset.ts';

/**
 * The kiosk at work: the start screen, then one visitor's turn (appointment, walk-in or leaving), and
 * back to the start after Done, "Start over" or 30 s without a touch (10 minutes while a walk-in
 * waits for their host; 10 s, counted down on screen, where the turn has ended: kiosk-model.ts).
 */
export const KioskApp = ({ kiosk, onSignedOut }: { readonly kiosk: KioskSelfAnswer; readonly onSignedOut: () => void }) => {
  const [screen, setScreen] = useState<KioskScreen>(START);
  const [notice, setNotice] = useState<string | null>(null);
  const go = useCallback<Go>((next) => {
    setNotice(null);
    setScreen(next);
    window.scrollTo({ top: 0 });
  }, []);
  const startOver = useCallback(() => go(START), [go]);
  const fail = useCallback<Fail>(
    (error, show, meaning = kioskFailureOf) => {
      const failure = meaning(error);
      if (failure.kind === 'signed-out') onSignedOut();
      else if (failure.kind === 'start-again') {
        setScreen(START);
        setNotice(failure.message);
      } else if (failure.kind === 'see-desk') go({ name: 'see-desk', message: failure.message });
      else show(failure.message);
    },
    [go, onSignedOut],
  );
  useIdleReset(idleLimitFor(screen), startOver);

  const content = (() => {
    switch (screen.name) {
      case 'start':
        return <StartScreen go={go} notice={notice} />;
      case 'find':
        return <FindScreen key={screen.purpose} screen={screen} needsPin={kiosk.requiresPin} go={go} fail={fail} />;
      case 'confirm':
        return <ConfirmScreen screen={screen} go={go} fail={fail} onStartOver={startOver} />;
      case 'badge':
        return <BadgeScreen screen={screen} onDone={startOver} />;
      case 'goodbye':
        return <MessageScreen title={goodbyeTitle(screen.firstName)} message={screen.message} severity="success" onDone={startOver} />;
      case 'walk-in':
        return <WalkInScreen siteId={kiosk.siteId} go={go} fail={fail} />;
      case 'waiting':
        return <WaitingScreen screen={screen} go={go} fail={fail} />;
      case 'see-desk':
        return <MessageScreen title="Please see the desk" message={screen.message} severity="warning" onDone={startOver} />;
    }
  })();
  return (
    <KioskFrame kioskName={kiosk.name} onStartOver={screen.name === 'start' ? undefined : startOver}>
      {content}
    </KioskFrame>
  );
};
