import { GoodImage } from '@/components/good-card/good-image';

/** A sub-category preview (260x369 source, shown smaller), lazy, with the placeholder on failure. */
export function MenuCardImage({ src, className }: { src: string | null; className?: string }) {
  return <GoodImage src={src} alt="" width={130} height={184} sizes="130px" {...(className ? { className } : {})} />;
}
