import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useEffect, useId, useState } from 'react';
import { MESSAGES } from '../../../../src/shared/messages.ts';
import { ApiError } from '../../lib/api-client.ts';
import { fetchLatestPhoto } from './desk-api.ts';
import { photoUrl, type DeskVisit } from './desk-visit.ts';

type Load = { readonly state: 'loading' } | { readonly state: 'ready'; readonly filename: string } | { readonly state: 'failed'; readonly message: string; readonly notThere: boolean };

/** Loads when it mounts: keyed by the visit, so that each visit starts afresh. */
const PhotoBody = ({ visit }: { readonly visit: Pick<DeskVisit, 'id' | 'name'> }) => {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [broken, setBroken] = useState(false);
  const { id, name } = visit;

  useEffect(() => {
    const controller = new AbortController();
    fetchLatestPhoto({ id, name }, controller.signal).then(
      (filename) => setLoad({ state: 'ready', filename }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notThere = error instanceof ApiError && error.status === 404;
        setLoad({ state: 'failed', message: notThere ? MESSAGES.photo.notAvailable : MESSAGES.photo.fetchError, notThere });
      },
    );
    return () => controller.abort();
  }, [id, name]);

  if (load.state === 'loading') {
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }} role="status">
        <CircularProgress aria-label="Loading photo" />
      </Stack>
    );
  }
  if (load.state === 'failed' || broken) {
    return <Alert severity={load.state === 'failed' && load.notThere ? 'info' : 'error'}>{load.state === 'failed' ? load.message : MESSAGES.photo.fetchError}</Alert>;
  }
  return (
    <Box
      component="img"
      src={photoUrl(load.filename)}
      alt={`Photo of ${visit.name}`}
      onError={() => setBroken(true)}
      sx={{ display: 'block', width: '100%', maxWidth: 480, mx: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 2, bgcolor: 'grey.100' }}
    />
  );
};

/** View Photo: the visit's latest photo, or "Photo not available. Please take a photo first.". */
export const PhotoDialog = ({ visit, onClose }: { readonly visit: Pick<DeskVisit, 'id' | 'name'> | null; readonly onClose: () => void }) => {
  const titleId = useId();
  return (
    <Dialog open={visit !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{visit ? `Photo of ${visit.name}` : 'Photo'}</DialogTitle>
      <DialogContent>{visit && <PhotoBody key={visit.id} visit={visit} />}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} variant="contained" autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
};
