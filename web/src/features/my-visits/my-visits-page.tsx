import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { BackButton } from '../../components/back-button.tsx';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';

/** `/MyVisitors`: the host's own visits in every state (issue 12, slice A). The list arrives in the next commits. */
const MyVisitsPage = () => (
  <Container maxWidth="lg" sx={{ py: { xs: 2.5, sm: 4 } }}>
    <title>View Visitor Pass · Visitor Desk</title>
    <BackButton />
    <Typography variant="h4" component="h1">
      View Visitor Pass
    </Typography>
    <Typography color="text.secondary" sx={{ mt: 0.75 }}>
      My visitors: today, upcoming and past.
    </Typography>
  </Container>
);

export default withMuiTheme(withQueryClient(MyVisitsPage));
