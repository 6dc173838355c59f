/**
 * Initials badge (spec product.md §2 "initials badge (first letters of the
 * first two words of a name, uppercased, at most two)"): a round badge showing
 * `initials(name)`. It is an image of the name for assistive technology
 * (role=img, aria-label = the full name), so screen readers say "Ana María
 * López", not "A M".
 */
import { Circle } from '@chakra-ui/react';
import { initials } from '../lib/text.ts';

/** Diameters by size, in px. */
const SIZES = { sm: 28, md: 36, lg: 48 } as const;

export interface InitialsBadgeProps {
  /** Full name of the person or company. */
  name: string;
  size?: keyof typeof SIZES;
}

/** A brand-coloured circle with the name's initials. */
export function InitialsBadge({ name, size = 'md' }: InitialsBadgeProps) {
  const px = SIZES[size];
  return (
    <Circle
      role="img"
      aria-label={name}
      title={name}
      size={`${px}px`}
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="semibold"
      fontSize={`${Math.round(px * 0.4)}px`}
      flexShrink={0}
      userSelect="none"
    >
      <span aria-hidden="true">{initials(name)}</span>
    </Circle>
  );
}
