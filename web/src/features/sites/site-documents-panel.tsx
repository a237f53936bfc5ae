import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SiteDocumentView } from '#contract/api/document-answers.ts';
import { DOCUMENT_MESSAGES } from '#contract/document-messages.ts';
import { MESSAGES } from '#contract/messages.ts';
import { DOCUMENT_KINDS, DOCUMENT_PDF_MAX_BYTES, type DocumentKind } from '#contract/site-documents.ts';
import { useNotice } from '../../components/notices.tsx';
import { ApiError, UnexpectedAnswerError } from '../../lib/api-client.ts';
import { base64Of, changeSiteDocument, fetchSiteDocuments, siteDocumentsKey, type DocumentChange } from './site-documents-api.ts';

export interface SiteDocumentsPanelProps {
  readonly siteId: number;
  readonly siteName: string;
}

const KIND_LABELS: Readonly<Record<DocumentKind, string>> = { nda: 'NDA', safety_rules: 'Safety rules', other: 'Other' };

const messageOf = (error: unknown): string => (error instanceof ApiError || error instanceof UnexpectedAnswerError ? error.message : MESSAGES.http.unavailable);

/** A new version of one document: its text, or a PDF file (at most 1 MB, checked here first and by the server). */
const PublishForm = ({ document, busy, onPublish, onCancel }: { readonly document: SiteDocumentView; readonly busy: boolean; readonly onPublish: (change: DocumentChange) => void; readonly onCancel: () => void }) => {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const publish = async () => {
    if (file) {
      if (file.size > DOCUMENT_PDF_MAX_BYTES) return setError(DOCUMENT_MESSAGES.pdfTooLarge);
      return onPublish({ verb: 'publish', documentId: document.id, pdf: await base64Of(file) });
    }
    if (!text.trim()) return setError(DOCUMENT_MESSAGES.bodyRequired);
    return onPublish({ verb: 'publish', documentId: document.id, text });
  };
  return (
    <Stack
      component="form"
      aria-label={`New version of ${document.title}`}
      spacing={1}
      sx={{ mt: 1 }}
      onSubmit={(event) => {
        event.preventDefault();
        void publish();
      }}
    >
      <TextField label="Text of the new version" multiline minRows={4} value={text} disabled={file !== null} onChange={(event) => { setText(event.target.value); setError(null); }} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button component="label" variant="outlined" size="small">
          {file ? 'Choose another PDF' : 'Or upload a PDF (1 MB at most)'}
          <input
            hidden
            type="file"
            accept="application/pdf"
            aria-label={`PDF of the new version of ${document.title}`}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
            }}
          />
        </Button>
        {file && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Typography>
        )}
      </Stack>
      {error && (
        <Typography role="alert" variant="body2" color="error">
          {error}
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" size="small" disabled={busy}>
          Publish version
        </Button>
        <Button size="small" onClick={onCancel}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
};

/**
 * A site's documents (issue 31, docs/product/privacy.md PRIV-DOCS-01/02), beside its staff and
 * entrances on the Sites screen, for admins and the site's site admins (the server decides again):
 * each document with its current version, a new document, a new version (text or PDF). A version is
 * never changed: a new one is published, and visitors sign it from then on. Its own chunk.
 */
export const SiteDocumentsPanel = ({ siteId, siteName }: SiteDocumentsPanelProps) => {
  const client = useQueryClient();
  const notice = useNotice();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<DocumentKind>('nda');
  const [drawnSignature, setDrawnSignature] = useState(false);
  const [publishing, setPublishing] = useState<number | null>(null);
  const documents = useQuery({ queryKey: siteDocumentsKey(siteId), queryFn: ({ signal }) => fetchSiteDocuments(siteId, signal) });
  const change = useMutation({
    mutationFn: changeSiteDocument,
    onSuccess: async (answer, made) => {
      notice.success(answer.message);
      if (made.verb === 'add') {
        setTitle('');
        setDrawnSignature(false);
      }
      else setPublishing(null);
      await client.invalidateQueries({ queryKey: siteDocumentsKey(siteId) });
    },
    onError: (error) => notice.error(messageOf(error)),
  });
  return (
    <Box component="section" aria-label={`Documents of ${siteName}`} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        Documents visitors sign
      </Typography>
      {documents.isError && (
        <Typography role="alert" variant="body2" color="error">
          {messageOf(documents.error)}
        </Typography>
      )}
      {documents.isSuccess && documents.data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No documents: visitors tick the terms box as before.
        </Typography>
      )}
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {(documents.data ?? []).map((document) => (
          <li key={document.id}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {document.title} ({KIND_LABELS[document.kind]}){document.drawnSignature ? ', drawn signature offered' : ''}{document.active ? '' : ', withdrawn'}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {document.current ? (
                    <>
                      Version {document.current.version} ({document.current.format === 'pdf' ? 'PDF' : 'text'}), published {new Date(document.current.publishedAt).toLocaleString('en-IN')} by {document.current.publishedBy}
                      {document.current.format === 'pdf' && (
                        <>
                          {' · '}
                          <a href={`/api/site-documents/versions/${document.current.id}/pdf`} target="_blank" rel="noopener">
                            Read version {document.current.version} of {document.title} (PDF)
                          </a>
                        </>
                      )}
                    </>
                  ) : (
                    'No version yet: visitors are not asked to sign it.'
                  )}
                </Typography>
              </Box>
              {document.active && publishing !== document.id && (
                <Button size="small" onClick={() => setPublishing(document.id)} aria-label={`Publish a new version of ${document.title}`}>
                  New version
                </Button>
              )}
            </Stack>
            {publishing === document.id && <PublishForm document={document} busy={change.isPending} onPublish={(made) => change.mutate(made)} onCancel={() => setPublishing(null)} />}
          </li>
        ))}
      </Stack>
      <Stack
        component="form"
        aria-label={`New document of ${siteName}`}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        // Wraps where the panel is narrow (a tablet): the title keeps room to be read.
        sx={{ mt: 1, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
        onSubmit={(event) => {
          event.preventDefault();
          if (title.trim()) change.mutate({ verb: 'add', siteId, title: title.trim(), kind, drawnSignature });
        }}
      >
        <TextField size="small" label="New document's title" value={title} onChange={(event) => setTitle(event.target.value)} sx={{ flex: { sm: '1 1 260px' }, minWidth: 0 }} />
        <TextField size="small" select label="Kind" value={kind} onChange={(event) => setKind(event.target.value as DocumentKind)} sx={{ width: { sm: 160 }, flexShrink: 0 }}>
          {DOCUMENT_KINDS.map((one) => (
            <MenuItem key={one} value={one}>
              {KIND_LABELS[one]}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Checkbox size="small" checked={drawnSignature} onChange={(event) => setDrawnSignature(event.target.checked)} />}
          label="Offer a drawn signature"
          sx={{ flexShrink: 0, mr: 0 }}
        />
        <Button type="submit" variant="outlined" disabled={change.isPending || !title.trim()} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          Add document
        </Button>
      </Stack>
    </Box>
  );
};
