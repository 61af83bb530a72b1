import styled from '@emotion/styled';
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { layout } from '../../engine/theme/layout.ts';
import { token } from '../../engine/theme/token.ts';
import { Carousel } from '../../ui/index.ts';
import { useBoot } from '../boot/BootContext.tsx';
import { layoutMessages } from './messages.ts';

/** The footer's vendor carousel has 10 slides at most. */
const MAX_SLIDES = 10;
const PER_SLIDE = 6;

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${token('space.sm')};
  align-items: center;
  height: 100%;
  margin: 0;
  /* clear of the carousel's 44 px arrows on both sides where it has them */
  padding: ${token('space.sm')} ${layout('vendorCarousel.pad')} ${layout('vendorCarousel.padBottom')};
  list-style: none;
  color: ${token('color.text.primary')};
  li {
    padding: ${token('space.xs')} ${token('space.md')};
    border: 1px solid currentColor;
    border-radius: ${token('radius.pill')};
    font-size: ${token('font.size.sm')};
    font-weight: ${token('font.weight.bold')};
    white-space: nowrap;
    /* a long vendor name never widens a phone page */
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** Every vendor the brand offers, once, in groups per slide. */
export function VendorCarousel({ paused }: { paused?: boolean }): ReactNode {
  const intl = useIntl();
  const { lanes } = useBoot();
  const slides = useMemo(() => {
    const seen = new Map<string, string>();
    for (const lane of lanes) for (const v of lane.vendors) if (!seen.has(v.code)) seen.set(v.code, v.name);
    const names = [...seen.values()];
    const groups: string[][] = [];
    for (let i = 0; i < names.length && groups.length < MAX_SLIDES; i += PER_SLIDE) groups.push(names.slice(i, i + PER_SLIDE));
    return groups.map((g) => (
      <Row key={g[0]}>
        {g.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </Row>
    ));
  }, [lanes]);
  if (slides.length === 0) return null;
  return (
    <section aria-labelledby="footer-vendors" data-testid="vendor-carousel">
      <h2 id="footer-vendors">
        <FormattedMessage {...layoutMessages.providers} />
      </h2>
      <Carousel slides={slides} label={intl.formatMessage(layoutMessages.providers)} autoplay={4000} speed={600} paused={paused} aspectRatio={layout('vendorCarousel.ratio')} />
    </section>
  );
}
