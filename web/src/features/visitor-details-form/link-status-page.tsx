import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import { MESSAGES } from '#contract/messages.ts';
import type { LinkStatus } from '../visits-common/link-token.ts';
import { VisitorNotice } from '../visits-common/visitor-notice.tsx';

const PAGES = {
  invalid: {
    icon: LinkOffRounded,
    tone: 'error',
    title: 'Link not valid',
    heading: MESSAGES.link.invalid,
    text: 'Please open the link exactly as it arrived in your e-mail, or ask your host to send it again.',
  },
  expired: {
    icon: EventBusyRounded,
    tone: 'warning',
    title: 'Link expired',
    heading: MESSAGES.link.expired,
    text: MESSAGES.link.expiredHelp,
  },
  submitted: {
    icon: MarkEmailReadRounded,
    tone: 'success',
    title: 'Already submitted',
    heading: MESSAGES.link.alreadySubmitted,
    text: 'Your details have reached your host. You will receive an e-mail with your visitor pass once your visit is approved.',
  },
  superseded: {
    icon: MarkEmailReadRounded,
    tone: 'warning',
    title: 'Newer link sent',
    heading: MESSAGES.link.superseded,
    text: 'Your host sent you a new link to this form; this one no longer works. If you cannot find the new e-mail, please ask your host to send it again.',
  },
  cancelled: {
    icon: EventBusyRounded,
    tone: 'warning',
    title: 'Visit cancelled',
    heading: MESSAGES.link.cancelled,
    text: 'There is nothing you need to fill in. If you have any questions, please contact your host.',
  },
} as const;

/** The pages a visitor's link can end on instead of the form: invalid, expired, already submitted, cancelled by the host, replaced by a newer one. */
export const LinkStatusPage = ({ status }: { readonly status: LinkStatus }) => {
  const page = PAGES[status];
  return <VisitorNotice icon={page.icon} tone={page.tone} title={page.title} heading={page.heading} text={page.text} testId={`link-${status}`} />;
};
