import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { token } from '../../../../engine/theme/token.ts';
import { Button, EmptyState, Skeleton } from '../../../../ui/index.ts';
import { useBrand } from '../../../boot/BootContext.tsx';
import { AreaMessages } from '../../../i18n/AreaMessages.tsx';
import { pageTitles } from '../messages.ts';
import { useProfile } from './api.ts';
import { AuthenticatorSection } from './AuthenticatorSection.tsx';
import { ContactsSection } from './ContactsSection.tsx';
import { LoginHistorySection } from './LoginHistorySection.tsx';
import { securityMessages as m } from './messages.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { PaymentSlots } from './slots.tsx';
import { VipSlot } from '../../vip/VipCard.tsx';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
  h2 {
    margin: 0;
    font-size: ${token('font.size.lg')};
  }
`;

/** My account (securityCenter): profile, bound mobile and e-mail, authenticator, payments, login history. */
function SecurityCenter(): ReactNode {
  const profile = useProfile();
  const brand = useBrand();
  return (
    <Stack data-testid="security-center">
      <h2>
        <FormattedMessage {...pageTitles.securityCenter} />
      </h2>
      {profile.isError ? (
        <div role="alert">
          <EmptyState
            title={<FormattedMessage {...m.loadFailed} />}
            action={
              <Button variant="secondary" onClick={() => void profile.refetch()}>
                <FormattedMessage {...m.retry} />
              </Button>
            }
          />
        </div>
      ) : !profile.data ? (
        <Skeleton width="100%" height="16rem" />
      ) : (
        <>
          <VipSlot />
          <ProfileSection profile={profile.data} />
          <ContactsSection profile={profile.data} defaultDialingCode={brand.login.defaultDialingCode} />
          <AuthenticatorSection enrolled={profile.data.authenticator} />
          <PaymentSlots />
        </>
      )}
      <LoginHistorySection />
    </Stack>
  );
}

/** The register pattern messages (auth area) explain a refused profile field. */
export default function SecurityCenterPage(): ReactNode {
  return (
    <AreaMessages area="auth">
      <SecurityCenter />
    </AreaMessages>
  );
}
