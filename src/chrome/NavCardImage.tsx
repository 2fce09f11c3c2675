/**
 * A navigation card's picture through the design system's Image (docs/product.md §9.6: built 660 px
 * wide at build time). Loaded with the first drawer that opens, never with the page.
 */
import type { ImageData } from '../images/image-data.ts';
import { withSizes } from '../images/with-sizes.ts';
import { Image } from '../ui/Image/Image.tsx';

/** How wide the picture is laid out: the drawer column (22rem) or a small inset. */
const SIZES = { FULL_WIDTH: '(min-width: 1024px) 22rem, 100vw', INSET: '5rem' };
/** The card decides the width: the picture fills the box NavMenu reserved for it. */
const FILL = { maxWidth: 'none' } as const;

export default function NavCardImage({ data, fullWidth }: { data: ImageData; fullWidth: boolean }) {
  const sizes = fullWidth ? SIZES.FULL_WIDTH : SIZES.INSET;
  const image = withSizes(data, sizes);
  // The card's title and text name the link: its picture is decorative.
  return <Image image={image} alt="" style={FILL} />;
}
