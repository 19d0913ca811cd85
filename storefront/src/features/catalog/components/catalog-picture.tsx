import { fallbackSrc, srcSet, type CatalogImage } from '../images';

/**
 * A staff-uploaded picture in AVIF where the browser has it, else WebP, at the width the layout needs (`sizes`). Its
 * width and height attributes give the box its proportions before a byte arrives, so nothing below it moves.
 * `priority` is for the picture that is the page's largest paint (the event page's); the others load when near.
 */
export function CatalogPicture({
  image,
  sizes,
  alt,
  className,
  priority = false,
}: {
  image: CatalogImage;
  sizes: string;
  alt: string;
  className?: string;
  priority?: boolean;
}) {
  return (
    // The <picture> takes no box of its own, nor do its <source>s: the layout (a flex row, a grid) places the <img>.
    <picture className="contents [&>source]:hidden">
      <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />
      <img
        src={fallbackSrc(image, 640)}
        width={image.width}
        height={image.height}
        alt={alt}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        data-testid="catalog-picture"
      />
    </picture>
  );
}
