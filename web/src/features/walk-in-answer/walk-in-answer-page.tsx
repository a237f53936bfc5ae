import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { MESSAGES } from '#contract/messages.ts';
import type { WalkInQuestionAnswer } from '#contract/api/kiosk-answers.ts';
import { withQueryClient } from '../../app/query-client.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { fetchWalkInQuestion, sendWalkInAnswer } from './walk-in-answer-api.ts';
import { walkInAnswerKeys } from './walk-in-answer-keys.ts';
import { refusalTitle, tokenOf, walkInAnswerView } from './walk-in-answer-model.ts';
import './walk-in-answer.css';

type Tone = 'approve' | 'decline' | 'neutral' | 'error';

/** One card in the middle of the page: what the host reads, and at most one button. */
const Card = ({ tone, title, children }: { readonly tone: Tone; readonly title: string; readonly children?: ReactNode }) => (
  <section className={`vd-walk-in vd-paper vd-walk-in--${tone}`} aria-labelledby="walk-in-title" data-testid="walk-in-answer">
    <p className="vd-walk-in__overline">Walk-in visitor at reception</p>
    <h1 id="walk-in-title" className="vd-walk-in__title">
      {title}
    </h1>
    {children}
  </section>
);

const Refusal = ({ error }: { readonly error: unknown }) => {
  const code = error instanceof ApiError ? error.code : null;
  return (
    <Card tone="error" title={refusalTitle(code)}>
      <p className="vd-walk-in__text" role="alert">
        {error instanceof Error ? error.message : MESSAGES.walkIn.linkInvalid}
      </p>
    </Card>
  );
};

const Question = ({ token, question }: { readonly token: string; readonly question: WalkInQuestionAnswer }) => {
  const answer = useMutation({ mutationFn: () => sendWalkInAnswer(token) });
  const view = walkInAnswerView(question);
  if (answer.isError) return <Refusal error={answer.error} />;
  if (answer.isSuccess) {
    return (
      <Card tone={view.tone} title={question.decision === 'approve' ? 'Approved' : 'Declined'}>
        <p className="vd-walk-in__text" role="status">
          {answer.data}
        </p>
        <p className="vd-walk-in__hint">You can close this page now.</p>
      </Card>
    );
  }
  return (
    <Card tone={view.tone} title={view.title}>
      <dl className="vd-walk-in__facts">
        <dt>Visitor</dt>
        <dd>{question.visitorName}</dd>
        <dt>Coming from</dt>
        <dd>{question.comingFrom}</dd>
        <dt>Purpose</dt>
        <dd>{question.purposeOfVisit}</dd>
      </dl>
      {view.kind === 'ask' ? (
        <>
          <button
            type="button"
            className={`vd-btn vd-btn--contained vd-btn--large vd-walk-in__button vd-walk-in__button--${view.tone}`}
            disabled={answer.isPending}
            aria-busy={answer.isPending}
            onClick={() => answer.mutate()}
          >
            {answer.isPending ? MESSAGES.ui.loading : view.button}
          </button>
          <p className="vd-walk-in__hint">Nothing is sent until you press {view.button}. You can also answer on the approval screen.</p>
        </>
      ) : (
        <p className="vd-walk-in__text" role="status">
          {view.text}
        </p>
      )}
    </Card>
  );
};

const Answer = ({ token }: { readonly token: string }) => {
  const question = useQuery({ queryKey: walkInAnswerKeys.question(token), queryFn: ({ signal }) => fetchWalkInQuestion(token, signal) });
  if (question.isPending) {
    return (
      <Card tone="neutral" title="Walk-in visitor">
        <p className="vd-walk-in__text" role="status" aria-live="polite">
          {MESSAGES.ui.loading}
        </p>
      </Card>
    );
  }
  if (question.isError) return <Refusal error={question.error} />;
  return <Question token={token} question={question.data} />;
};

/**
 * `/WalkInAnswer?token=…` (issue 13): the page a walk-in's mailed links open, for the host. It asks
 * before it acts: who is waiting, and one button with the link's answer (Approve or Decline). Public
 * (the signed token is the key) and light: plain elements (walk-in-answer.css), no MUI.
 */
const WalkInAnswerPage = () => {
  const token = tokenOf(useLocation().search);
  return (
    <div className="vd-walk-in-page vd-container vd-container--sm">
      <title>Walk-in visitor · Visitor Desk</title>
      {token ? <Answer token={token} /> : <Refusal error={new ApiError(400, MESSAGES.walkIn.linkInvalid, 'walkin.link_invalid')} />}
    </div>
  );
};

export default withQueryClient(WalkInAnswerPage);
