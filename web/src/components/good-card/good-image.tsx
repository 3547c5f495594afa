import { useState } from 'react';
import { imageSrcSet } from '@domain/image-sizes';

const GOOD_IMAGE_WIDTH = 270;
const GOOD_IMAGE_HEIGHT = 274;
const PLACEHOLDER = `${import.meta.env.BASE_URL}placeholder-card.svg`;

interface GoodImageProps {
  src: string | null;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /** Above the fold (the good page's picture, a listing's first cards): load it at once, first. */
  eager?: boolean;
  /** How wide it shows, for the browser to pick among the stored widths (the `sizes` attribute). */
  sizes?: string;
}

/** A card in a listing: half the screen on a phone (two columns), at most about 300 px otherwise. */
const CARD_IMAGE_SIZES = '(max-width: 599px) 50vw, 300px';

/** A good's picture: lazy, fixed size (no layout shift), the placeholder when missing or broken. */
export function GoodImage({ src, alt, className, width = GOOD_IMAGE_WIDTH, height = GOOD_IMAGE_HEIGHT, eager, sizes = CARD_IMAGE_SIZES }: GoodImageProps) {
  // Remembers which URL failed, so a new image for the same good gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : PLACEHOLDER;
  return (
    <img
      className={className}
      src={shown}
      srcSet={imageSrcSet(shown)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={() => {
        if (shown !== PLACEHOLDER) setFailedSrc(shown);
      }}
    />
  );
}
