// The header's menu and invite buttons as they look before the menu/tooltip code (HeaderMenus) loads, and
// inside it as the real triggers: the same elements either way, so nothing moves when it arrives.
import { Avatar, Circle, Float } from "@chakra-ui/react";
import { forwardRef } from "react";
import { FiMenu, FiUser, FiUserPlus } from "react-icons/fi";
import { initial } from "../../shared/user.js";
import type { AuthUser } from "../features/auth/useAuth.js";
import { Button, IconButton, type ButtonProps } from "./ui/button.js";

export const NAV_ITEMS = [
  { label: "Home", to: "/" },
  { label: "Account", to: "/account" },
] as const;

type Rest = Omit<ButtonProps, "variant">;

export const NavMenuTrigger = forwardRef<HTMLButtonElement, Rest>(function NavMenuTrigger(props, ref) {
  return (
    <IconButton ref={ref} variant="ghost" size="sm" aria-label="Open navigation menu" display={{ base: "inline-flex", md: "none" }} data-testid="nav-menu" {...props}>
      <FiMenu />
    </IconButton>
  );
});

export const InviteIconButton = forwardRef<HTMLButtonElement, Rest>(function InviteIconButton(props, ref) {
  return (
    <IconButton ref={ref} aria-label="Invite friends" variant="ghost" size="sm" {...props}>
      <FiUserPlus />
    </IconButton>
  );
});

type UserTriggerProps = Rest & { user: AuthUser | null | undefined; badge: string | null };

export const UserMenuTrigger = forwardRef<HTMLButtonElement, UserTriggerProps>(function UserMenuTrigger({ user, badge, ...rest }, ref) {
  return (
    <Button ref={ref} variant="plain" p="0" minW="auto" h="auto" rounded="full" aria-label="Open user menu" {...rest}>
      <Avatar.Root size="sm" colorPalette="brand">
        <Avatar.Fallback>{user ? initial(user) : <FiUser aria-hidden />}</Avatar.Fallback>
        {badge && (
          <Float placement="bottom-end" offsetX="1" offsetY="1">
            <Circle size="3" bg={badge} borderWidth="2px" borderColor="bg.panel" data-testid="avatar-badge" />
          </Float>
        )}
      </Avatar.Root>
    </Button>
  );
});
