import { createContext, useContext, type ReactNode } from 'react';
import { cdnUrl } from '../../engine/games/cdn.ts';

export interface ImageSource {
  /** Root of the image CDN chosen for this page load; '' leaves API paths as they are. */
  base: string;
  /** The brand's own icon, shown when an image cannot be loaded. */
  fallbackSrc?: string;
}

const ImageSourceContext = createContext<ImageSource>({ base: '' });

/** Where API image paths (relative to the CDN root) are loaded from, for every LazyImage-based card below. */
export function ImageSourceProvider({ value, children }: { value: ImageSource; children: ReactNode }): ReactNode {
  return <ImageSourceContext.Provider value={value}>{children}</ImageSourceContext.Provider>;
}

/** The chosen CDN and fallback; `url(path)` puts an API image path on the CDN. */
export function useImageSource(): ImageSource & { url: (path: string) => string } {
  const source = useContext(ImageSourceContext);
  return { ...source, url: (path: string) => cdnUrl(source.base, path) };
}
