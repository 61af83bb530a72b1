import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { layout } from '../../engine/theme/layout.ts';
import { useBrand } from '../boot/BootContext.tsx';
import { layoutMessages } from './messages.ts';

/** The logo gives way first when the header is narrow (320 px phones): it shrinks, keeping its proportions. */
const HomeLink = styled(Link)`
  display: block;
  flex: 0 1 auto;
  min-width: 0;
`;

const Img = styled.img`
  display: block;
  height: ${layout('header.logo')};
  width: auto;
  max-width: 100%;
  object-fit: contain;
  object-position: left center;
  /* Both logos are in the page; the mode attribute picks one without a re-render. */
  &[data-logo='dark'] {
    display: none;
  }
  html[data-mode='dark'] &[data-logo='light'] {
    display: none;
  }
  html[data-mode='dark'] &[data-logo='dark'] {
    display: block;
  }
`;

export function Logo(): ReactNode {
  const brand = useBrand();
  const intl = useIntl();
  return (
    <HomeLink to="/" aria-label={intl.formatMessage(layoutMessages.homeLink, { brand: brand.name })}>
      <Img data-logo="light" src={brand.assets.logoLight} alt="" width={200} height={40} />
      <Img data-logo="dark" src={brand.assets.logoDark} alt="" width={200} height={40} />
    </HomeLink>
  );
}
