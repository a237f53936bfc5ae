import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { QueryLoading } from '../../components/query-state.tsx';
import { fetchLatestPhoto } from './desk-api.ts';
import { photoLoadFailure } from './photo-messages.ts';
import { deskKeys } from './desk-keys.ts';
import { photoUrl, type DeskVisit } from './desk-visit.ts';

/** The visit's latest photo's file name (`GET /api/latest-photo`); a new photo (Capture Photo) makes it stale. */
export const useLatestPhoto = ({ id, name }: Pick<DeskVisit, 'id' | 'name'>) =>
  useQuery({ queryKey: deskKeys.latestPhoto(id), queryFn: ({ signal }) => fetchLatestPhoto({ id, name }, signal) });

/** Loads when it mounts: keyed by the visit, so that each visit starts afresh. */
const PhotoBody = ({ visit }: { readonly visit: Pick<DeskVisit, 'id' | 'name'> }) => {
  const photo = useLatestPhoto(visit);
  const [broken, setBroken] = useState(false);

  if (photo.isPending || (photo.isError && photo.isFetching)) return <QueryLoading label="Loading photo" py={6} />;
  if (photo.isError || broken) {
    // An image that did not load (onError) is a failure to fetch, whatever the name's lookup said.
    const { notThere, message } = photoLoadFailure(broken ? null : photo.error);
    return <Alert severity={notThere ? 'info' : 'error'}>{message}</Alert>;
  }
  return (
    <Box
      component="img"
      src={photoUrl(photo.data)}
      alt={`Photo of ${visit.name}`}
      onError={() => setBroken(true)}
      sx={{ display: 'block', width: '100%', maxWidth: 480, mx: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 2, bgcolor: 'grey.100' }}
    />
  );
};

/** View Photo: the visit's latest photo, or "Photo not available. Please take a photo first.". */
export interface PhotoDialogProps {
  readonly visit: Pick<DeskVisit, 'id' | 'name'> | null;
  readonly onClose: () => void;
}

export const PhotoDialog = ({ visit, onClose }: PhotoDialogProps) => {
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
