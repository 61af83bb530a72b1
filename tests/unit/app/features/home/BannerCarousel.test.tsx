import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from '../../../../../src/app/features/home/BannerCarousel.tsx';
import type { BannerItem } from '../../../../../src/generated/types.ts';
import type { Timers } from '../../../../../src/ui/index.ts';
import { bootFor, fakeApi, renderForm } from '../../../support/harness.tsx';

afterEach(cleanup);

const frozen: Timers = { setTimeout: () => 0, clearTimeout: () => {} };
const banner = (bannerId: string, linkageType: BannerItem['linkageType'], linkage?: string): BannerItem => ({
  bannerId,
  title: `Banner ${bannerId}`,
  url: `/brands/lotus/assets/${bannerId}.svg`,
  groupName: 'w_home',
  linkageType,
  ...(linkage ? { linkage } : {}),
});

function show(banners: BannerItem[], onVendor = vi.fn(() => true)): typeof onVendor {
  renderForm(<BannerCarousel banners={banners} onVendor={onVendor} timers={frozen} />, { boot: bootFor('lotus'), request: fakeApi({}).request });
  return onVendor;
}

describe('banner linkage on the home carousel', () => {
  it('P links to the promotion, U to the page or another site, N is only a picture', () => {
    show([banner('p', 'P', 'welcome'), banner('u', 'U', '/help#term'), banner('x', 'U', 'https://example.org/'), banner('n', 'N', 'welcome')]);
    expect(screen.getByRole('img', { name: 'Banner p' }).closest('a')).toHaveAttribute('href', '/promotions?promotionId=welcome');
    expect(screen.getByRole('img', { name: 'Banner u' }).closest('a')).toHaveAttribute('href', '/help#term');
    const external = screen.getByRole('img', { name: 'Banner x' }).closest('a')!;
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('img', { name: 'Banner n' }).closest('a')).toBeNull();
  });

  it('G starts the vendor by the launch rules instead of following its lane link', () => {
    const onVendor = show([banner('g', 'G', 'KSP')]);
    const link = screen.getByRole('img', { name: 'Banner g' }).closest('a')!;
    expect(link).toHaveAttribute('href', '/sports');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(link, click);
    expect(onVendor).toHaveBeenCalledWith('KSP');
    expect(click.defaultPrevented).toBe(true);
  });

  it('no banners: no carousel', () => {
    show([]);
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.querySelector('[aria-roledescription="carousel"]')).toBeNull();
  });
});
