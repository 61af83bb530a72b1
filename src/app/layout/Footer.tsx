import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { ClientLabelledAsset } from '../../generated/types.ts';
import { Link } from 'react-router-dom';
import { layout } from '../../engine/theme/layout.ts';
import { token } from '../../engine/theme/token.ts';
import { useBoot } from '../boot/BootContext.tsx';
import { useHelpCenter } from '../features/help/useHelpCenter.ts';
import { openFeedback } from '../features/feedback/open.ts';
import { layoutMessages } from './messages.ts';
import { focusRing } from '../../ui/styles.ts';
import { VendorCarousel } from './VendorCarousel.tsx';

const Foot = styled.footer`
  padding: ${token('space.xl')} ${layout('page.gutter')} ${token('space.lg')};
  overflow-wrap: anywhere;
  background: ${token('color.bg.footer')};
  color: ${token('color.text.onFooter')};
  h2 {
    font-size: ${token('font.size.sm')};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  a {
    color: inherit;
  }
`;

const Columns = styled.div`
  display: grid;
  /* one column on a 320 px phone, as many 200 px columns as fit above that */
  grid-template-columns: repeat(auto-fit, minmax(min(200px, 100%), 1fr));
  gap: ${token('space.lg')};
  margin-top: ${token('space.lg')};
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space.sm')};
  }
  img {
    height: 32px;
    width: auto;
    max-width: 100%;
    display: block;
  }
`;

const Links = styled.ul`
  flex-direction: column;
  && {
    gap: 0;
  }
  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: ${layout('touch.target')};
    min-width: ${layout('touch.target')};
    ${focusRing};
  }
  button {
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`;

const Legal = styled.p`
  margin: ${token('space.lg')} 0 0;
  padding-bottom: ${layout('footer.launcherRoom')};
  font-size: ${token('font.size.xs')};
`;

function LogoList({ title, logos }: { title: MessageDescriptor; logos: ClientLabelledAsset[] }): ReactNode {
  if (logos.length === 0) return null;
  return (
    <section>
      <h2>
        <FormattedMessage {...title} />
      </h2>
      <ul>
        {logos.map((l) => (
          <li key={l.src}>
            <img src={l.src} alt={l.label} height={32} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Footer: vendor carousel, payment and certification logos, help links, feedback entry. */
export function Footer(): ReactNode {
  const { brand, flags } = useBoot();
  const help = useHelpCenter();
  return (
    <Foot data-testid="footer">
      <VendorCarousel />
      <Columns>
        <LogoList title={layoutMessages.payments} logos={brand.assets.paymentLogos} />
        <LogoList title={layoutMessages.certifications} logos={brand.assets.certificationLogos} />
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help">
            <FormattedMessage {...layoutMessages.help} />
          </h2>
          <Links>
            {help.data?.sections.map((s) => (
              <li key={s.id}>
                <Link to={`/help#${s.id}`}>{s.title}</Link>
              </li>
            ))}
            {flags.feedback && (
              <li>
                <button type="button" onClick={openFeedback} data-testid="feedback-entry">
                  <FormattedMessage {...layoutMessages.feedback} />
                </button>
              </li>
            )}
          </Links>
        </nav>
      </Columns>
      <Legal>
        <FormattedMessage
          {...layoutMessages.copyright}
          values={{ year: new Date().getFullYear(), brand: brand.name, age: brand.ageRequirement }}
        />
      </Legal>
    </Foot>
  );
}
