import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { createsPassesForHosts } from '#contract/capabilities.ts';
import { ConfirmDialog } from '../../components/form/confirm-dialog.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { useMessageDialog } from '../../components/use-message-dialog.tsx';
import { useAuth } from '../auth/use-auth.ts';
import { HostPicker } from './host-picker.tsx';
import { passEntries } from './pass-form-model.ts';
import { FORM_GRID, SectionHeading, VisitFields, VisitorFields, WHOLE_ROW } from './pass-form-fields.tsx';
import { usePassForm } from './use-pass-form.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';

/**
 * `/VisitorpassForm`: a pass for a visitor (the host's own, or the desk's for a host it picks): the
 * form, Submit's check, the confirmation and the message that says how the creation went.
 */
const VisitorPassFormPage = () => {
  const { role } = useAuth();
  const isDesk = createsPassesForHosts({ role });
  const { showMessage, messageDialog } = useMessageDialog();
  const form = usePassForm({ role, isDesk, showMessage });
  const { values, errors, submitting } = form;

  return (
    <>
      <PageLayout
        title="Create Visitor Pass"
        maxWidth="md"
        subtitle={
          isDesk
            ? 'Create a pass on behalf of an employee. The visitor and the employee receive a link to the details form.'
            : 'Create a pass for your visitor. You and the visitor receive a link to the details form.'
        }
      >
        <form noValidate onSubmit={(event) => void form.submit(event)} aria-label="Visitor pass">
          <Box sx={FORM_GRID}>
            {isDesk && (
              <>
                <SectionHeading>Host</SectionHeading>
                <HostPicker empEmail={values.empEmail} empId={values.empId} error={errors['empEmail']} onChange={form.changeHost} />
                <Box sx={WHOLE_ROW}>
                  <Divider />
                </Box>
              </>
            )}
            <VisitorFields form={form} />
            <VisitFields form={form} />
            <Box sx={WHOLE_ROW}>
              <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end', pt: 1 }}>
                <Button onClick={form.clear} disabled={submitting}>
                  Clear
                </Button>
                <Button type="submit" variant="contained" size="large" endIcon={<SendRounded />} disabled={submitting}>
                  Submit
                </Button>
              </Stack>
            </Box>
          </Box>
        </form>
        <ConfirmDialog
          open={form.confirming}
          title="Please confirm the visitor pass"
          entries={passEntries(values, isDesk)}
          busy={submitting}
          onConfirm={() => void form.send()}
          onCancel={form.cancelConfirm}
        />
        {messageDialog}
      </PageLayout>
    </>
  );
};

export default withMuiTheme(withQueryClient(VisitorPassFormPage));
