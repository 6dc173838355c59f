/**
 * Tooltip (spec product.md §2 "tooltip"): a short hint shown when the trigger
 * is hovered or receives keyboard focus, hidden on Escape, pointer leave or
 * blur (Chakra Tooltip: role=tooltip, the trigger gets aria-describedby while
 * it is shown). The trigger must be focusable (a button, a link…) so keyboard
 * users can reach the hint; the hint must not be the only label of an icon
 * button — give the button an aria-label too.
 */
import type { ReactElement, ReactNode } from 'react';
import { Tooltip as ChakraTooltip } from '@chakra-ui/react';
import { PopupPortal } from './popup-portal.tsx';

/** Wait before showing, in ms (short enough to feel immediate, long enough to skip fly-overs). */
export const TOOLTIP_OPEN_DELAY_MS = 300;

export interface TooltipProps {
  /** The hint. */
  content: ReactNode;
  /** One focusable element. */
  children: ReactElement;
  /** Render only the child, without any tooltip. */
  disabled?: boolean;
  placement?: 'top' | 'bottom' | 'left' | 'right';
  /** Delay before showing, in ms (default TOOLTIP_OPEN_DELAY_MS). */
  openDelay?: number;
  /** Show an arrow pointing at the trigger (default true). */
  showArrow?: boolean;
}

/** Wraps `children` so that hovering or focusing it shows `content`. */
export function Tooltip({
  content,
  children,
  disabled,
  placement = 'top',
  openDelay = TOOLTIP_OPEN_DELAY_MS,
  showArrow = true,
}: TooltipProps) {
  if (disabled) return children;
  return (
    <ChakraTooltip.Root openDelay={openDelay} closeDelay={100} positioning={{ placement }}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <PopupPortal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>
            {showArrow && (
              <ChakraTooltip.Arrow>
                <ChakraTooltip.ArrowTip />
              </ChakraTooltip.Arrow>
            )}
            {content}
          </ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </PopupPortal>
    </ChakraTooltip.Root>
  );
}
