import { imageSrcSet, type CatalogImage } from '../../lib/catalog-image';

interface PictureProps {
  image: CatalogImage;
  /** The picture's text alternative; '' when it only decorates a title written beside it. */
  alt: string;
  /** How wide the picture is drawn at each viewport width, matching its CSS (the browser chooses a width with it). */
  sizes: string;
  /**
   * "lazy" (the default) for pictures that may be below the fold; "priority" for a page's main picture, which is
   * likely its largest paint: fetched at once and first.
   */
  loading?: 'lazy' | 'eager' | 'priority';
  /** Classes of the <img>, the box on the page (the <picture> around it takes its size). */
  className?: string;
  testId?: string;
}

/**
 * A catalogue picture in AVIF where the browser reads it, else WebP, at the width the layout needs. Its width and
 * height attributes give its box the picture's proportions before a byte arrives, so nothing moves when it loads.
 */
export function Picture({ image, alt, sizes, loading = 'lazy', className, testId }: PictureProps) {
  const largest = image.widths.at(-1) ?? image.width;
  return (
    <picture data-testid={testId}>
      <source type="image/avif" srcSet={imageSrcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(image, 'webp')} sizes={sizes} />
      <img
        src={`${image.base}/${largest}.webp`}
        srcSet={imageSrcSet(image, 'webp')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading === 'lazy' ? 'lazy' : 'eager'}
        decoding={loading === 'priority' ? 'auto' : 'async'}
        fetchPriority={loading === 'priority' ? 'high' : undefined}
        className={className}
      />
    </picture>
  );
}
