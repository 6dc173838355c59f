/**
 * Where popups (dropdown options, menus, the date popup) are portalled.
 *
 * A modal dialog hides everything outside itself from assistive technology
 * (aria-hidden on its siblings) and traps focus. A popup portalled to <body>
 * from inside a modal would therefore be invisible to screen readers. So
 * Modal provides its content element through
 * `PopupContainer`, and `PopupPortal` renders into it; outside a modal it
 * renders into <body> as usual.
 */
import { createContext, useContext, type ReactNode, type RefObject } from 'react';
import { Portal } from '@chakra-ui/react';

const PopupContainerContext = createContext<RefObject<HTMLElement | null> | undefined>(undefined);

/** Makes popups rendered below portal into `container` (a dialog's content element). */
export function PopupContainer({
  container,
  children,
}: {
  container: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  return <PopupContainerContext.Provider value={container}>{children}</PopupContainerContext.Provider>;
}

/** A Chakra Portal into the nearest PopupContainer, or into <body>. */
export function PopupPortal({ children }: { children: ReactNode }) {
  const container = useContext(PopupContainerContext);
  return <Portal container={container}>{children}</Portal>;
}
