import { useState } from 'react';
import { imageSrcSet } from '@domain/image-sizes';

const PLACEHOLDER = `${import.meta.env.BASE_URL}placeholder-card.svg`;

/** A sub-category preview (260x369 source, shown smaller), lazy, with the placeholder on failure. */
export function MenuCardImage({ src, className }: { src: string | null; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : PLACEHOLDER;
  return (
    <img
      className={className}
      src={shown}
      srcSet={imageSrcSet(shown)}
      sizes="130px"
      alt=""
      width={130}
      height={184}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (shown !== PLACEHOLDER) setFailedSrc(shown);
      }}
    />
  );
}
