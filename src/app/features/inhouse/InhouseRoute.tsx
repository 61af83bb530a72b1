import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { EmptyState, ToastProvider } from '../../../ui/index.ts';
import { AreaMessages } from '../../i18n/AreaMessages.tsx';
import CrashPage from './CrashPage.tsx';
import DicePage from './DicePage.tsx';
import { inhouseMessages as m } from './messages.ts';
import VerifyPage from './VerifyPage.tsx';

const PAGES: Record<string, () => ReactNode> = { dice: () => <DicePage />, crash: () => <CrashPage />, verify: () => <VerifyPage /> };

/** /inhouse/:game — our own provably fair games (launchGame answers these for INHOUSE dice and crash). */
export default function InhouseRoute(): ReactNode {
  // /inhouse/verify is its own (public) route, so read the segment rather than a :game param
  const game = useLocation().pathname.split('/')[2] ?? '';
  const page = PAGES[game];
  return (
    <AreaMessages area="games">
      <ToastProvider>{page ? page() : <EmptyState title={<FormattedMessage {...m.unknownGame} />} />}</ToastProvider>
    </AreaMessages>
  );
}
