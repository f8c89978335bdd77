import { Box, Circle, Container, Flex, Float, HStack, Link, Text } from "@chakra-ui/react";
import { Button, IconButton } from "./ui/button.js";
import { Suspense, useState } from "react";
import { lazyWithTheme } from "../theme.js";
import { FiMessageSquare } from "react-icons/fi";
import { NavLink, Link as RouterLink, useNavigate } from "react-router";
import { greeting } from "../../shared/user.js";
import { InviteIconButton, NAV_ITEMS, NavMenuTrigger, UserMenuTrigger } from "./HeaderTriggers.js";
import { useAuthDialog } from "../features/auth/AuthDialogContext.js";
import { useAuth } from "../features/auth/useAuth.js";
import { useUnreadMessages } from "../features/messages/useUnreadMessages.js";

// Dialogs load when first opened, keeping them out of the first screen's JavaScript.
const ManageVideosDialog = lazyWithTheme(() => import("../features/mentor-area/ManageVideosDialog.js").then((m) => ({ default: m.ManageVideosDialog })));
const InviteDialog = lazyWithTheme(() => import("../features/referrals/InviteDialog.js").then((m) => ({ default: m.InviteDialog })));
// The menus and the invite tooltip (menu/tooltip/positioning machinery) are no part of a first load (issue 13):
// a pointer over a header button or a touch fetches them, a click (or Enter) mounts a menu, and a mouse over
// the invite button mounts its tooltip. Until then the same buttons show, and a click opens its menu once the
// code has loaded.
const loadMenus = () => import("./HeaderMenus.js");
const NavMenu = lazyWithTheme(() => loadMenus().then((m) => ({ default: m.NavMenu })));
const UserMenu = lazyWithTheme(() => loadMenus().then((m) => ({ default: m.UserMenu })));
const InviteButton = lazyWithTheme(() => loadMenus().then((m) => ({ default: m.InviteButton })));
// Hover and touch only fetch the code (no swap of the button under the finger or the focus); a click mounts it.
const prefetchMenus = { onPointerEnter: () => void loadMenus().catch(() => undefined), onTouchStart: () => void loadMenus().catch(() => undefined) };

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
  const [menuWanted, setMenuWanted] = useState(false);
  const [navWanted, setNavWanted] = useState(false);
  const [menusWanted, setMenusWanted] = useState(false);
  const [tooltipWanted, setTooltipWanted] = useState(false);
  if (inviteOpen && !inviteUsed) setInviteUsed(true);
  if (videosOpen && !videosUsed) setVideosUsed(true);

  const badge = user?.isAdmin ? "warning.solid" : user?.isMentor ? "info.solid" : null;
  const unread = useUnreadMessages(!!user);

  return (
    <Box as="header" bg="bg.panel" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      {/* One line at every width (≤ 64 px): below md the nav folds into a menu and the greeting moves into the avatar menu. */}
      <Container maxW="6xl" py="1.5" px={{ base: "3", md: "6" }}>
        <Flex align="center" gap={{ base: "2", md: "6" }} wrap="nowrap" minH="12">
          {menusWanted ? (
            <Suspense fallback={<NavMenuTrigger onClick={() => setNavWanted(true)} />}>
              <NavMenu defaultOpen={navWanted} />
            </Suspense>
          ) : (
            <NavMenuTrigger
              {...prefetchMenus}
              onClick={() => {
                setNavWanted(true);
                setMenusWanted(true);
              }}
            />
          )}

          <Box flexShrink={0}>
            <Link asChild fontSize="xl" fontWeight="bold" color="brand.fg" _hover={{ textDecoration: "none" }}>
              <RouterLink to="/">LeadOne</RouterLink>
            </Link>
            <Text fontSize="xs" color="fg.muted" lineHeight="short" display={{ base: "none", sm: "block" }}>
              Your Leadership Assistant
            </Text>
          </Box>

          <HStack as="nav" aria-label="Main" gap="5" display={{ base: "none", md: "flex" }}>
            {NAV_ITEMS.map((item) => (
              <NavItem key={item.to} to={item.to}>
                {item.label}
              </NavItem>
            ))}
          </HStack>

          <HStack ms="auto" gap={{ base: "1", md: "3" }} minW="0">
            {!user && (
              <Button variant="primary" size="sm" onClick={() => authDialog.open("signup")}>
                Sign Up
              </Button>
            )}

            {user && (
              tooltipWanted ? (
                <Suspense fallback={<InviteIconButton onClick={() => setInviteOpen(true)} />}>
                  <InviteButton onClick={() => setInviteOpen(true)} />
                </Suspense>
              ) : (
                <InviteIconButton
                  {...prefetchMenus}
                  // A mouse gets the tooltip (the button under it swaps for the same one with it); a finger does not.
                  onPointerEnter={(e) => (e.pointerType === "mouse" ? setTooltipWanted(true) : prefetchMenus.onPointerEnter())}
                  onClick={() => setInviteOpen(true)}
                />
              )
            )}

            {user && (
              <Box position="relative">
                <IconButton aria-label={unread > 0 ? `Messages, ${unread} unread` : "Messages"} variant="ghost" size="sm" onClick={() => navigate("/account#messages")}>
                  <FiMessageSquare />
                </IconButton>
                {unread > 0 && (
                  <Float placement="top-end" offsetX="1" offsetY="1">
                    <Circle size="4" bg="danger.solid" color="danger.contrast" fontSize="2xs" fontWeight="bold" data-testid="unread-count">
                      {unread > 9 ? "9+" : unread}
                    </Circle>
                  </Float>
                )}
              </Box>
            )}

            {user && (
              <Text fontSize="sm" fontWeight="medium" data-testid="greeting" display={{ base: "none", md: "block" }} truncate>
                {greeting(user)}
              </Text>
            )}

            {menusWanted ? (
              <Suspense fallback={<UserMenuTrigger user={user} badge={badge} onClick={() => setMenuWanted(true)} />}>
                <UserMenu user={user} badge={badge} defaultOpen={menuWanted} onLogout={() => logout.mutate()} onManageVideos={() => setVideosOpen(true)} />
              </Suspense>
            ) : (
              <UserMenuTrigger
                {...prefetchMenus}
                user={user}
                badge={badge}
                onClick={() => {
                  setMenuWanted(true);
                  setMenusWanted(true);
                }}
              />
            )}
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
