// The promotions page's banners are the brand's w_promotion group (a P banner links back here with
// ?promotionId=). Asked for only when the brand file has some, so a brand without them makes no request.
import type { ReactNode } from 'react';
import { useAnnouncements } from '../../api/announcements.ts';
import { useBrand } from '../../boot/BootContext.tsx';
import { AreaMessages } from '../../i18n/AreaMessages.tsx';
import { usePopupExecution } from '../announcements/usePopupExecution.ts';
import { BannerCarousel } from '../home/BannerCarousel.tsx';

export const PROMOTION_BANNER_GROUP = 'w_promotion';

function Banners(): ReactNode {
  const announcements = useAnnouncements(usePopupExecution());
  const banners = (announcements.data?.banners ?? []).filter((b) => b.groupName === PROMOTION_BANNER_GROUP);
  return <BannerCarousel banners={banners} />;
}

export function PromotionBanners(): ReactNode {
  const brand = useBrand();
  if ((brand.banners[PROMOTION_BANNER_GROUP]?.length ?? 0) === 0) return null;
  return (
    // the carousel's labels live with the home page's messages
    <AreaMessages area="home">
      <Banners />
    </AreaMessages>
  );
}
