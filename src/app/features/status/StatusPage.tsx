import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CustomerService } from '../../../generated/types.ts';
import { token } from '../../../engine/theme/token.ts';
import { useBrand } from '../../boot/BootContext.tsx';
import { statusMessages } from './messages.ts';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${token('space.lg')};
  background: ${token('color.bg.page')};
`;

const Panel = styled.section`
  max-width: 560px;
  width: 100%;
  padding: ${token('space.xl')} ${token('space.lg')};
  border-radius: ${token('radius.lg')};
  background: ${token('color.bg.surface')};
  box-shadow: ${token('shadow.lg')};
  text-align: center;
  p {
    color: ${token('color.text.muted')};
  }
  img {
    height: 48px;
    margin-bottom: ${token('space.md')};
  }
  /* Both logos are in the page; the mode attribute picks one, so the server's HTML fits either mode. */
  img[data-logo='dark'],
  html[data-mode='dark'] & img[data-logo='light'] {
    display: none;
  }
  html[data-mode='dark'] & img[data-logo='dark'] {
    display: inline-block;
  }
`;

const ServiceLink = styled.a`
  display: inline-block;
  margin-top: ${token('space.md')};
  padding: ${token('space.sm')} ${token('space.lg')};
  border-radius: ${token('radius.md')};
  background: ${token('color.action.primary')};
  color: ${token('color.text.onAction')};
  font-weight: ${token('font.weight.bold')};
  text-decoration: none;
  &:hover {
    background: ${token('color.action.primaryHover')};
  }
`;

export interface StatusPageProps {
  title: ReactNode;
  children: ReactNode;
  /** First customer-service entry; the button opens it. */
  service: CustomerService | undefined;
  testId: string;
}

/** Shared frame of the maintenance and region-blocked pages (title, info, customer service button). */
export function StatusPage({ title, children, service, testId }: StatusPageProps): ReactNode {
  const brand = useBrand();
  return (
    <Page data-testid={testId}>
      <Panel>
        <img data-logo="light" src={brand.assets.logoLight} alt="" />
        <img data-logo="dark" src={brand.assets.logoDark} alt="" />
        <h1>{title}</h1>
        {children}
        {service && (
          <ServiceLink href={service.url} target="_blank" rel="noopener noreferrer">
            <FormattedMessage {...statusMessages.customerService} />
          </ServiceLink>
        )}
      </Panel>
    </Page>
  );
}
