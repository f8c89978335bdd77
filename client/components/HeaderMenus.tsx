// The header's menus (navigation, user) and the invite button's tooltip: the menu/tooltip/positioning
// machinery, loaded lazily by Header so it stays out of the first screen's JavaScript (issue 13).
import { Box, Menu, Portal, Text, Tooltip } from "@chakra-ui/react";
import { useNavigate } from "react-router";
import { displayName, greeting } from "../../shared/user.js";
import { useAuthDialog } from "../features/auth/AuthDialogContext.js";
import type { AuthUser } from "../features/auth/useAuth.js";
import { setColorMode, useColorModeChoice, type ColorModeChoice } from "./colorMode.js";
import { InviteIconButton, NAV_ITEMS, NavMenuTrigger, UserMenuTrigger } from "./HeaderTriggers.js";

/** SPEC §9: tooltip delay 700 ms. */
const TOOLTIP_DELAY_MS = 700;

const ADMIN_ITEMS = [
  { label: "Dashboard", to: "/admin/dashboard" },
  { label: "User Management", to: "/admin/users" },
  { label: "Mentor Management", to: "/admin/mentors" },
  { label: "Payment Management", to: "/admin/payments" },
  { label: "Settings", to: "/admin/settings" },
] as const;

const ACCOUNT_ITEMS = [
  { label: "My Profile", to: "/profile" },
  { label: "My Account", to: "/account" },
  { label: "Subscription Plans", to: "/subscription" },
  { label: "Payment History", to: "/invoices" },
] as const;

/** Appearance: follow the system (default), or always light / dark; kept in this browser. */
function ColorModeItems() {
  const choice = useColorModeChoice();
  return (
    <Menu.RadioItemGroup value={choice} onValueChange={(e) => setColorMode(e.value as ColorModeChoice)}>
      <Menu.ItemGroupLabel>Appearance</Menu.ItemGroupLabel>
      {(
        [
          ["system", "System"],
          ["light", "Light"],
          ["dark", "Dark"],
        ] as const
      ).map(([value, label]) => (
        <Menu.RadioItem key={value} value={value} data-testid={`color-mode-${value}`}>
          {label}
          <Menu.ItemIndicator />
        </Menu.RadioItem>
      ))}
    </Menu.RadioItemGroup>
  );
}

/** Below md the main navigation folds into this menu. */
export function NavMenu({ defaultOpen }: { defaultOpen: boolean }) {
  const navigate = useNavigate();
  return (
    <Menu.Root positioning={{ placement: "bottom-start" }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <NavMenuTrigger />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {NAV_ITEMS.map((item) => (
              <Menu.Item key={item.to} value={item.to} onSelect={() => navigate(item.to)}>
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function InviteButton({ onClick }: { onClick: () => void }) {
  return (
    <Tooltip.Root openDelay={TOOLTIP_DELAY_MS} positioning={{ placement: "bottom" }}>
      <Tooltip.Trigger asChild>
        <InviteIconButton onClick={onClick} />
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>
            <Tooltip.Arrow>
              <Tooltip.ArrowTip />
            </Tooltip.Arrow>
            Invite friends and get paid!
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

interface UserMenuProps {
  user: AuthUser | null | undefined;
  badge: string | null;
  /** Open at once (the avatar was clicked before this code had loaded). */
  defaultOpen: boolean;
  onLogout: () => void;
  onManageVideos: () => void;
}

export function UserMenu({ user, badge, defaultOpen, onLogout, onManageVideos }: UserMenuProps) {
  const authDialog = useAuthDialog();
  const navigate = useNavigate();
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <UserMenuTrigger user={user} badge={badge} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            {!user ? (
              <>
                <Menu.Item value="signin" onSelect={() => authDialog.open("signin")}>
                  Sign In
                </Menu.Item>
                <Menu.Item value="signup" onSelect={() => authDialog.open("signup")}>
                  Create Account
                </Menu.Item>
                <Menu.Separator />
                <ColorModeItems />
              </>
            ) : (
              <>
                <Box px="2" py="1.5">
                  <Text fontWeight="semibold">{displayName(user)}</Text>
                  <Text fontSize="xs" color="fg.muted" hideFrom="md">
                    {greeting(user)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {user.email}
                  </Text>
                </Box>
                <Menu.Separator />
                {user.isAdmin && (
                  <>
                    <Menu.ItemGroup>
                      <Menu.ItemGroupLabel>Admin Panel</Menu.ItemGroupLabel>
                      {ADMIN_ITEMS.map((item) => (
                        <Menu.Item key={item.to} value={item.to} onSelect={() => navigate(item.to)}>
                          {item.label}
                        </Menu.Item>
                      ))}
                      {user.isMainAdmin && (
                        <Menu.Item value="/admin/manage-admins" onSelect={() => navigate("/admin/manage-admins")}>
                          Manage Admins
                        </Menu.Item>
                      )}
                    </Menu.ItemGroup>
                    <Menu.Separator />
                  </>
                )}
                {user.isMentor && (
                  <>
                    <Menu.ItemGroup>
                      <Menu.ItemGroupLabel>Mentor Panel</Menu.ItemGroupLabel>
                      <Menu.Item value="/mentor-profile" onSelect={() => navigate("/mentor-profile")}>
                        Mentor Profile
                      </Menu.Item>
                      <Menu.Item value="/mentor-profile/availability" onSelect={() => navigate("/mentor-profile/availability")}>
                        Availability
                      </Menu.Item>
                      <Menu.Item value="mentor-invoices" onSelect={() => navigate("/invoices")}>
                        Invoices & Payments
                      </Menu.Item>
                      <Menu.Item value="manage-videos" onSelect={() => onManageVideos()}>
                        Manage Videos
                      </Menu.Item>
                    </Menu.ItemGroup>
                    <Menu.Separator />
                  </>
                )}
                <ColorModeItems />
                <Menu.Separator />
                <Menu.ItemGroup>
                  <Menu.ItemGroupLabel>Account</Menu.ItemGroupLabel>
                  {ACCOUNT_ITEMS.map((item) => (
                    <Menu.Item key={item.label} value={item.label} onSelect={() => navigate(item.to)}>
                      {item.label}
                    </Menu.Item>
                  ))}
                  <Menu.Item value="signout" color="fg.error" onSelect={() => onLogout()}>
                    Sign Out
                  </Menu.Item>
                </Menu.ItemGroup>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
