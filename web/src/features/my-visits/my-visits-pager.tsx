import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGE_SIZES, rangeLabel, type MyVisitsView } from './my-visits-model.ts';

/** The page's place in the list, the page size, and previous and next (a light pager: MUI's pagination brings its Select and Menu). */
export const MyVisitsPager = ({ view, shown, total, lastPage, go }: { readonly view: MyVisitsView; readonly shown: number; readonly total: number; readonly lastPage: number; readonly go: (next: MyVisitsView) => void }) => (
  <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', py: 1.5, px: { xs: 0, sm: 1 } }}>
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" component="label" htmlFor="my-visits-page-size" color="text.secondary">
        Rows per page
      </Typography>
      <NativeSelect
        value={view.pageSize}
        onChange={(event) => go({ ...view, pageSize: Number(event.target.value), page: 1 })}
        inputProps={{ id: 'my-visits-page-size' }}
        sx={{ fontSize: '0.875rem' }}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </NativeSelect>
    </Stack>
    <Typography variant="body2" aria-live="polite">
      {rangeLabel(view.page, view.pageSize, shown, total)}
    </Typography>
    <Stack direction="row">
      <IconButton aria-label="Previous page" disabled={view.page <= 1} onClick={() => go({ ...view, page: view.page - 1 })}>
        <ChevronLeftRounded />
      </IconButton>
      <IconButton aria-label="Next page" disabled={view.page >= lastPage} onClick={() => go({ ...view, page: view.page + 1 })}>
        <ChevronRightRounded />
      </IconButton>
    </Stack>
  </Stack>
);
