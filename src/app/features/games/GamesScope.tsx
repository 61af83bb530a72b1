import type { ReactNode } from 'react';
import { ImageSourceProvider } from '../../../ui/LazyImage/imageSource.tsx';
import { ToastProvider } from '../../../ui/index.ts';
import { AreaMessages } from '../../i18n/AreaMessages.tsx';
import { useGameImages } from './images.ts';
import { ProviderPopup } from './launch/ProviderPopup.tsx';

/**
 * What game cards and useLaunchGame need around them: the `games` message area, toasts (maintenance, launch and
 * favourite errors), the image CDN of this page load with the brand's fallback icon, and the provider popup.
 * Every game page renders inside one; so does any other page that shows game cards (home).
 */
export function GamesScope({ children }: { children: ReactNode }): ReactNode {
  const images = useGameImages();
  return (
    <AreaMessages area="games">
      <ImageSourceProvider value={images}>
        <ToastProvider>
          {children}
          <ProviderPopup />
        </ToastProvider>
      </ImageSourceProvider>
    </AreaMessages>
  );
}
