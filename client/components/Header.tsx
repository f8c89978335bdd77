import { Avatar, Box, Button, Circle, Container, Flex, Float, HStack, IconButton, Link, Menu, Portal, Text, Tooltip } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { FiMessageSquare, FiUser, FiUserPlus } from "react-icons/fi";
import { NavLink, Link as RouterLink, useNavigate } from "react-router";
import { displayName, greeting, initial } from "../../shared/user.js";
import { useAuthDialog } from "../features/auth/AuthDialogContext.js";
import { useAuth } from "../features/auth/useAuth.js";
import { useUnreadMessages } from "../features/messages/Messages.js";

// Dialogs load when first opened, keeping them out of the first screen's JavaScript.
const ManageVideosDialog = lazy(() => import("../features/mentor-area/ManageVideosDialog.js").then((m) => ({ default: m.ManageVideosDialog })));
const InviteDialog = lazy(() => import("../features/referrals/InviteDialog.js").then((m) => ({ default: m.InviteDialog })));

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

function NavItem({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild fontWeight="medium" color="fg.muted" _currentPage={{ color: "brand.fg", fontWeight: "semibold" }}>
      <NavLink to={to} end>
        {children}
      </NavLink>
    </Link>
  );
}

export function Header() {
  const { user, logout } = useAuth();
  const authDialog = useAuthDialog();
  const navigate = useNavigate();
  const [inviteOpen, setInviteOpen] = useState(false);
  const [videosOpen, setVideosOpen] = useState(false);
  // Mounted from the first opening on (lazy chunks; closing animations still run).
  const [inviteUsed, setInviteUsed] = useState(false);
  const [videosUsed, setVideosUsed] = useState(false);
  if (inviteOpen && !inviteUsed) setInviteUsed(true);
  if (videosOpen && !videosUsed) setVideosUsed(true);

  const badge = user?.isAdmin ? "yellow.400" : user?.isMentor ? "cyan.400" : null;
  const unread = useUnreadMessages(!!user);

  return (
    <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Container maxW="6xl" py="3">
        <Flex align="center" gap="6" wrap="wrap">
          <Box>
            <Link asChild fontSize="xl" fontWeight="bold" color="brand.fg" _hover={{ textDecoration: "none" }}>
              <RouterLink to="/">LeadOne</RouterLink>
            </Link>
            <Text fontSize="xs" color="fg.muted">
              Your Leadership Assistant
            </Text>
          </Box>

          <HStack as="nav" aria-label="Main" gap="5">
            <NavItem to="/">Home</NavItem>
            <NavItem to="/account">Account</NavItem>
          </HStack>

          <HStack ms="auto" gap="3">
            {!user && (
              <Button size="sm" colorPalette="brand" onClick={() => authDialog.open("signup")}>
                Sign Up
              </Button>
            )}

            {user && (
              <Tooltip.Root openDelay={TOOLTIP_DELAY_MS} positioning={{ placement: "bottom" }}>
                <Tooltip.Trigger asChild>
                  <IconButton aria-label="Invite friends" variant="ghost" size="sm" colorPalette="brand" onClick={() => setInviteOpen(true)}>
                    <FiUserPlus />
                  </IconButton>
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
            )}

            {user && (
              <Box position="relative">
                <IconButton aria-label={unread > 0 ? `Messages, ${unread} unread` : "Messages"} variant="ghost" size="sm" colorPalette="brand" onClick={() => navigate("/account#messages")}>
                  <FiMessageSquare />
                </IconButton>
                {unread > 0 && (
                  <Float placement="top-end" offsetX="1" offsetY="1">
                    <Circle size="4" bg="red.500" color="white" fontSize="2xs" fontWeight="bold" data-testid="unread-count">
                      {unread > 9 ? "9+" : unread}
                    </Circle>
                  </Float>
                )}
              </Box>
            )}

            {user && (
              <Text fontSize="sm" fontWeight="medium" data-testid="greeting">
                {greeting(user)}
              </Text>
            )}

            <Menu.Root positioning={{ placement: "bottom-end" }}>
              <Menu.Trigger asChild>
                <Button variant="plain" p="0" minW="auto" h="auto" rounded="full" aria-label="Open user menu">
                  <Avatar.Root size="sm" colorPalette="brand">
                    <Avatar.Fallback>{user ? initial(user) : <FiUser aria-hidden />}</Avatar.Fallback>
                    {badge && (
                      <Float placement="bottom-end" offsetX="1" offsetY="1">
                        <Circle size="3" bg={badge} borderWidth="2px" borderColor="white" data-testid="avatar-badge" />
                      </Float>
                    )}
                  </Avatar.Root>
                </Button>
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
                      </>
                    ) : (
                      <>
                        <Box px="2" py="1.5">
                          <Text fontWeight="semibold">{displayName(user)}</Text>
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
                              <Menu.Item value="manage-videos" onSelect={() => setVideosOpen(true)}>
                                Manage Videos
                              </Menu.Item>
                            </Menu.ItemGroup>
                            <Menu.Separator />
                          </>
                        )}
                        <Menu.ItemGroup>
                          <Menu.ItemGroupLabel>Account</Menu.ItemGroupLabel>
                          {ACCOUNT_ITEMS.map((item) => (
                            <Menu.Item key={item.label} value={item.label} onSelect={() => navigate(item.to)}>
                              {item.label}
                            </Menu.Item>
                          ))}
                          <Menu.Item value="signout" color="fg.error" onSelect={() => logout.mutate()}>
                            Sign Out
                          </Menu.Item>
                        </Menu.ItemGroup>
                      </>
                    )}
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          </HStack>
        </Flex>
      </Container>
      <Suspense fallback={null}>
        {inviteUsed && <InviteDialog open={inviteOpen} onClose={() => setInviteOpen(false)} />}
        {videosUsed && <ManageVideosDialog open={videosOpen} onClose={() => setVideosOpen(false)} />}
      </Suspense>
    </Box>
  );
}
