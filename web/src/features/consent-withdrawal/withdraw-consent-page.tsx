import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { messageAnswerSchema } from '#contract/api/enveloped.ts';
import { MESSAGES } from '#contract/messages.ts';
import { withQueryClient } from '../../app/query-client.tsx';
import { api } from '../../lib/api-client.ts';
import { parseAnswer } from '../../lib/parse-answer.ts';

/**
 * `POST /api/privacy/withdraw` with the link's token; the product's words (its answer's `message`;
 * what followed, `visitCancelled` and `photosErased`, is for programs). An empty or forged token is
 * the server's `consent.withdrawal_link_invalid`, in its words: this page carries no copy of them.
 */
const withdrawVisitorConsent = async (token: string): Promise<string> =>
  parseAnswer(messageAnswerSchema, await api.post('/api/privacy/withdraw', { token }), 'privacy withdraw').message;

/**
 * `/WithdrawConsent?token=…` (issue 31, docs/product/privacy.md PRIV-WITHDRAW-01): the page every
 * visitor mail's withdrawal link opens. It asks before it acts (a mail scanner that follows the link
 * withdraws nothing): what follows, and one button. Public (the signed token is the key) and light:
 * plain elements, no MUI.
 */
const WithdrawConsentPage = () => {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const withdraw = useMutation({ mutationFn: () => withdrawVisitorConsent(token) });
  return (
    <div className="vd-container vd-container--sm" style={{ padding: '32px 16px' }}>
      <title>Withdraw consent · Visitor Desk</title>
      <section className="vd-paper" style={{ padding: 24 }} aria-labelledby="withdraw-title">
        <h1 id="withdraw-title" style={{ marginTop: 0, fontSize: '1.5rem' }}>
          Withdraw your consent
        </h1>
        {withdraw.isSuccess ? (
          <p role="status">{withdraw.data}</p>
        ) : withdraw.isError ? (
          <p role="alert">{withdraw.error instanceof Error ? withdraw.error.message : MESSAGES.http.internal}</p>
        ) : (
          <>
            <p>
              You agreed to the use of your details for your visit. If you withdraw that consent, the photo kept for your next badge is erased and a visit that
              has not happened yet is cancelled (your host is told). The record of your consent and of its withdrawal is kept, as the law requires.
            </p>
            <button
              type="button"
              className="vd-btn vd-btn--contained vd-btn--large"
              disabled={withdraw.isPending}
              aria-busy={withdraw.isPending}
              onClick={() => withdraw.mutate()}
            >
              {withdraw.isPending ? MESSAGES.ui.loading : 'Withdraw my consent'}
            </button>
          </>
        )}
      </section>
    </div>
  );
};

export default withQueryClient(WithdrawConsentPage);
