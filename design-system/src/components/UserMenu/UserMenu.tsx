import {
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover as RACPopover,
} from 'react-aria-components';
import { type LocalizedStrings, useStrings } from '../../i18n/useStrings.ts';
import { Button, type ButtonVariant } from '../Button/Button.tsx';
import { Icon } from '../IconButton/icons.tsx';
import { popover as popoverBase } from '../Popover/Popover.css.ts';
import * as css from './UserMenu.css.ts';

const strings: LocalizedStrings<'userMenu'> = {
  en: { userMenu: 'User menu' },
  de: { userMenu: 'Benutzermenü' },
};

/** One action of the menu (e.g. change language, log out). */
export interface UserMenuItem {
  readonly id: string;
  readonly label: string;
  /**
   * Drawn in the danger colour (an action that ends something, e.g. log out).
   * @default false
   */
  readonly danger?: boolean;
}

export interface UserMenuProps {
  /** The user's name: on the trigger (hidden on narrow windows) and atop the menu. */
  name: string;
  /** The user's e-mail, atop the menu under the name. */
  email?: string;
  items: readonly UserMenuItem[];
  /** Called with the chosen item's id; the menu closes. */
  onAction: (id: string) => void;
  /**
   * Look of the trigger button.
   * @default 'quiet'
   */
  variant?: Extract<ButtonVariant, 'quiet' | 'secondary'>;
}

/** Up to two initials of a name ("Lindenhof Owner" -> "LO"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toLocaleUpperCase() ?? '')
    .join('');
}

/**
 * The signed-in user's menu (react-aria MenuTrigger and Menu): a button with the user's initials and name
 * opens a menu headed by name and e-mail, with the items given. Arrow keys move, Enter chooses, Escape
 * closes and focus returns to the button.
 */
export function UserMenu({ name, email, items, onAction, variant = 'quiet' }: UserMenuProps) {
  const t = useStrings(strings);
  return (
    <MenuTrigger>
      {/* Named by its content, not aria-label: the name shown must be part of the accessible name (WCAG
          2.5.3), and the initials are decoration. */}
      <Button variant={variant}>
        <span className={css.avatar} aria-hidden="true">
          {initialsOf(name)}
        </span>
        <span className={css.visuallyHidden}>{`${t.userMenu}:`}</span>{' '}
        <span className={css.triggerName}>{name}</span>
        <Icon name="chevronDown" />
      </Button>
      <RACPopover placement="bottom end" offset={8} className={`${popoverBase} ${css.popover}`}>
        <Menu className={css.menu} onAction={(key) => onAction(String(key))}>
          <MenuSection>
            <Header className={css.who}>
              <span className={css.whoName}>{name}</span>
              {email ? <span className={css.whoEmail}>{email}</span> : null}
            </Header>
            {items.map((item) => (
              <MenuItem
                key={item.id}
                id={item.id}
                textValue={item.label}
                className={(state) =>
                  css.item({
                    focused: state.isFocused,
                    focusVisible: state.isFocusVisible,
                    danger: Boolean(item.danger),
                  })
                }
              >
                {item.label}
              </MenuItem>
            ))}
          </MenuSection>
        </Menu>
      </RACPopover>
    </MenuTrigger>
  );
}
