/**
 * Dropdown menu (spec product.md §2 "dropdown menu that closes on Escape"):
 * a menu button opening a list of actions (Chakra Menu: role=menu/menuitem,
 * arrows move, Enter/Space activate, typeahead, Escape closes and returns
 * focus to the button).
 */
import type { ReactNode } from 'react';
import { Button, IconButton, Menu } from '@chakra-ui/react';
import { PopupPortal } from './popup-portal.tsx';

/** One action of the menu. */
export interface MenuAction {
  /** Unique key of the action. */
  value: string;
  label: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
  /** Shown in the error colour (delete, cancel…). */
  danger?: boolean;
}

export interface DropdownMenuProps {
  /** Content of the menu button (text, or an icon with `ariaLabel`). */
  trigger: ReactNode;
  /** Accessible name of the button when `trigger` is only an icon. */
  ariaLabel?: string;
  items: MenuAction[];
  /** Button look, default 'outline'. */
  variant?: 'outline' | 'ghost' | 'solid' | 'subtle';
  size?: 'xs' | 'sm' | 'md';
}

/** A button that opens a menu of `items`; each item runs its `onSelect`. */
export function DropdownMenu({ trigger, ariaLabel, items, variant = 'outline', size = 'sm' }: DropdownMenuProps) {
  return (
    <Menu.Root closeOnSelect>
      <Menu.Trigger asChild>
        {ariaLabel ? (
          <IconButton variant={variant} size={size} aria-label={ariaLabel}>
            {trigger}
          </IconButton>
        ) : (
          <Button variant={variant} size={size}>
            {trigger}
          </Button>
        )}
      </Menu.Trigger>
      <PopupPortal>
        <Menu.Positioner>
          <Menu.Content>
            {items.map((item) => (
              <Menu.Item
                key={item.value}
                value={item.value}
                disabled={item.disabled}
                onSelect={item.onSelect}
                color={item.danger ? 'fg.error' : undefined}
                _hover={item.danger ? { bg: 'bg.error', color: 'fg.error' } : undefined}
              >
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </PopupPortal>
    </Menu.Root>
  );
}
