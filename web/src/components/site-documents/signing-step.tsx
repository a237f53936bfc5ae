import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { documentsToSignAnswerSchema, type DocumentsToSignAnswer, type DocumentToSign } from '#contract/api/document-answers.ts';
import { DOCUMENT_MESSAGES } from '#contract/document-messages.ts';
import { documentSignatureSchema, type DocumentSignatureInput } from '#contract/site-documents.ts';
import { MESSAGES } from '#contract/messages.ts';
import type { TermsAsked } from '#contract/terms-acceptance.ts';
import { api } from '../../lib/api-client.ts';
import { parseAnswer } from '../../lib/parse-answer.ts';
import { SignaturePad } from './signature-pad.tsx';

/** Where the documents to sign come from: the details form's link, or the kiosk's own call (its lookup's ticket). */
export type SigningSource =
  | {
      /** The details form's link: whose site's documents. */
      readonly token: string;
      /** The phone the visit was made for: a returning visitor is asked only what they have not signed (PRIV-DOCS-03). */
      readonly phone: string | null;
    }
  | {
      /** The kiosk's `POST /api/kiosk/documents` for its lookup's ticket (sealed, so the kiosk's module makes the call). Stable across renders. */
      readonly load: (signal: AbortSignal) => Promise<DocumentToSign[] | DocumentsToSignAnswer>;
    };

export type SigningStepProps = SigningSource & {
  /**
   * The signatures, checked by the shared rule; none when the site has no documents to sign. `asked`:
   * what the site asked (terms-acceptance.ts), so a form knows whether its terms box stands (ADR 57).
   */
  readonly onSigned: (signatures: DocumentSignatureInput[], asked: TermsAsked) => void;
  /** The list could not be had: the kiosk ends the turn its own way (signed out, see the desk); without it the step says why. */
  readonly onFailed?: (reason: unknown) => void;
  /** At the kiosk: larger type and tap targets at arm's length (the kiosk's own height, issue 13). */
  readonly tapHeight?: number;
};

/** The details form's call: the link's site's documents for the visit's phone. */
const loadForLink = async (token: string, phone: string | null, signal: AbortSignal): Promise<DocumentsToSignAnswer> =>
  parseAnswer(documentsToSignAnswerSchema, await api.get('/api/site-documents/to-sign', { query: { token, phone }, signal }), 'site documents');

/** A list alone (a caller's own call that answers only the documents): the site has documents when any is asked. */
const answerOf = (read: DocumentToSign[] | DocumentsToSignAnswer): DocumentsToSignAnswer => (Array.isArray(read) ? { documents: read, siteHasDocuments: read.length > 0 } : read);

/**
 * The site's documents before the details form (issue 31, docs/product/privacy.md PRIV-DOCS-03):
 * each is shown (its text, or a link to its PDF) and signed by typing one's full name, the name the
 * form will carry. Nothing to sign: the step passes at once and the form is as before. The server
 * decides again on submission. Its own chunk, loaded by the page when the step shows.
 */
const SigningStep = (props: SigningStepProps) => {
  const { onSigned, onFailed, tapHeight } = props;
  const token = 'token' in props ? props.token : null;
  const phone = 'token' in props ? props.phone : null;
  const load = 'load' in props ? props.load : null;
  const [documents, setDocuments] = useState<DocumentToSign[] | null>(null);
  // Drawn signatures by version, where a document offers the pad (ADR 57): never needed, sent when drawn.
  const [drawings, setDrawings] = useState<Readonly<Record<number, string | null>>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [names, setNames] = useState<Readonly<Record<number, string>>>({});
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    (load ? load(abort.signal) : loadForLink(token ?? '', phone, abort.signal)).then(
      (read) => {
        if (abort.signal.aborted) return;
        const answer = answerOf(read);
        if (answer.documents.length === 0) onSigned([], { siteHasDocuments: answer.siteHasDocuments, toSign: [] });
        else setDocuments(answer.documents);
      },
      (reason: unknown) => {
        if (abort.signal.aborted) return;
        if (onFailed) onFailed(reason);
        else setFailed(reason instanceof Error ? reason.message : MESSAGES.http.internal);
      },
    );
    return () => abort.abort();
  }, [token, phone, load, onSigned, onFailed]);
  const large = tapHeight !== undefined;
  const tap = tapHeight ?? 0;

  if (failed) return <Alert severity="error">{failed}</Alert>;
  if (!documents) {
    return (
      <Typography role="status" color="text.secondary">
        {MESSAGES.ui.loading}
      </Typography>
    );
  }

  const sign = () => {
    const signatures = documents.map((document) => {
      const drawing = document.drawing ? drawings[document.versionId] : null;
      return documentSignatureSchema.safeParse({ versionId: document.versionId, typedName: names[document.versionId] ?? '', ...(drawing ? { drawing } : {}) });
    });
    const refused = signatures.find((one) => !one.success);
    if (refused && !refused.success) {
      setError(refused.error.issues[0]?.message ?? DOCUMENT_MESSAGES.signatureRequired);
      return;
    }
    onSigned(
      signatures.flatMap((one) => (one.success ? [one.data] : [])),
      { siteHasDocuments: true, toSign: documents.map((document) => document.versionId) },
    );
  };

  return (
    <Stack spacing={2}>
      {documents.map((document) => (
        <Paper key={document.versionId} component="section" variant="outlined" aria-label={document.title} sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h5" component="h2" sx={{ mb: 1, ...(large && { fontSize: '1.75rem' }) }}>
            {document.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
            Version {document.version}
          </Typography>
          {document.text !== null ? (
            <Typography variant={large ? 'body1' : 'body2'} sx={{ whiteSpace: 'pre-wrap', mb: 2, ...(large && { fontSize: '1.15rem', maxHeight: '40vh', overflowY: 'auto' }) }}>
              {document.text}
            </Typography>
          ) : (
            <Link href={document.pdfUrl ?? undefined} target="_blank" rel="noopener" sx={{ display: 'block', mb: 2, ...(large && { fontSize: '1.25rem', minHeight: tap, lineHeight: `${tap}px` }) }}>
              Read {document.title} (PDF)
            </Link>
          )}
          <TextField
            label="Type your full name to sign"
            helperText="The name you enter on the form"
            required
            fullWidth
            autoComplete="name"
            {...(large && { slotProps: { htmlInput: { style: { fontSize: '1.4rem', minHeight: tap / 2 } } } })}
            value={names[document.versionId] ?? ''}
            onChange={(event) => {
              setNames((now) => ({ ...now, [document.versionId]: event.target.value }));
              setError(null);
            }}
          />
          {document.drawing && (
            <Box sx={{ mt: 2 }}>
              <SignaturePad label={document.title} onChange={(png) => setDrawings((now) => ({ ...now, [document.versionId]: png }))} {...(tapHeight !== undefined && { tapHeight })} />
            </Box>
          )}
        </Paper>
      ))}
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
      <Button variant="contained" size="large" onClick={sign} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-end' }, ...(large && { minHeight: tap + 8, fontSize: '1.4rem', px: 4, borderRadius: 3, alignSelf: 'stretch' }) }}>
        Sign and continue
      </Button>
    </Stack>
  );
};

export default SigningStep;
