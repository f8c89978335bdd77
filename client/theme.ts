// LeadOne's design tokens, defined once (issue 16): the only file in client/ allowed to name a colour.
// Components use the semantic names below (brand, success, warning, danger, info, accent; bg.*, fg.*, border.*;
// radii.card/control; spacing.page/section) and the button recipe's primary / secondary / ghost / danger variants
// (client/components/ui/button.tsx). Every colour has a light and a dark value; the page follows the system's
// colour mode unless the user picks one in the avatar menu.
import { createSystem, defaultBaseConfig, defineConfig, defineRecipe, mergeConfigs } from "@chakra-ui/react";
import {
  animationStyles,
  avatarSlotRecipe,
  breakpoints,
  buttonRecipe as chakraButtonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from "@chakra-ui/react/theme";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

// Chakra's default theme minus its ~90 component recipes, of which the first screen (header, footer, spinner)
// needs a few: the rest (about 15 kB gzip) load with the first lazy page or dialog (see lazyWithTheme), which
// keeps them out of the initial JavaScript (issue 13: initial JS ≤ 170 kB gzip).
const shellTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: { button: chakraButtonRecipe, container: containerRecipe, link: linkRecipe, spinner: spinnerRecipe },
    slotRecipes: { avatar: avatarSlotRecipe },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** A semantic palette usable as colorPalette="<name>", built on a scale of the default theme (or brand's). */
function palette(scale: string, solid = "600") {
  const c = (step: string) => `{colors.${scale}.${step}}`;
  return {
    solid: { value: { base: c(solid), _dark: c(solid) } },
    contrast: { value: { base: "{colors.white}", _dark: "{colors.white}" } },
    fg: { value: { base: c("700"), _dark: c("300") } },
    muted: { value: { base: c("100"), _dark: c("900") } },
    subtle: { value: { base: c("50"), _dark: c("950") } },
    emphasized: { value: { base: c("200"), _dark: c("800") } },
    focusRing: { value: { base: c("500"), _dark: c("400") } },
  };
}

const buttonRecipe = defineRecipe({
  defaultVariants: { variant: "secondary" },
  variants: {
    variant: {
      primary: {
        bg: "brand.solid",
        color: "brand.contrast",
        borderWidth: "1px",
        borderColor: "transparent",
        _hover: { bg: "brand.solid/90" },
        _expanded: { bg: "brand.solid/90" },
      },
      secondary: {
        bg: "bg.panel",
        color: "fg",
        borderWidth: "1px",
        borderColor: "border.emphasized",
        _hover: { bg: "bg.muted" },
        _expanded: { bg: "bg.muted" },
      },
      ghost: {
        bg: "transparent",
        color: "brand.fg",
        borderWidth: "1px",
        borderColor: "transparent",
        _hover: { bg: "brand.subtle" },
        _expanded: { bg: "brand.subtle" },
      },
      danger: {
        bg: "danger.solid",
        color: "danger.contrast",
        borderWidth: "1px",
        borderColor: "transparent",
        _hover: { bg: "danger.solid/90" },
        _expanded: { bg: "danger.solid/90" },
      },
    },
  },
});

const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: "#e8f4f6" },
          100: { value: "#c7e4e9" },
          200: { value: "#a1d1da" },
          300: { value: "#76bcc9" },
          400: { value: "#4ea8b8" },
          500: { value: "#2f8fa1" },
          600: { value: "#237585" },
          700: { value: "#1b5c69" },
          800: { value: "#14444e" },
          900: { value: "#0d2d34" },
          950: { value: "#07191d" },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: palette("brand"),
        success: palette("green", "700"),
        warning: { ...palette("orange", "700"), fg: { value: { base: "{colors.orange.800}", _dark: "{colors.orange.300}" } } },
        danger: palette("red", "700"),
        info: palette("blue", "700"),
        accent: palette("purple", "700"),
        neutral: palette("gray", "700"),
        // Surfaces: the page, panels (cards, header, dialogs) and muted areas.
        bg: {
          DEFAULT: { value: { base: "{colors.white}", _dark: "{colors.gray.950}" } },
          canvas: { value: { base: "{colors.gray.50}", _dark: "{colors.gray.950}" } },
          panel: { value: { base: "{colors.white}", _dark: "{colors.gray.900}" } },
          muted: { value: { base: "{colors.gray.100}", _dark: "{colors.gray.800}" } },
          subtle: { value: { base: "{colors.gray.50}", _dark: "{colors.gray.900}" } },
          inverted: { value: { base: "{colors.gray.900}", _dark: "{colors.gray.50}" } },
          overlay: { value: { base: "{colors.whiteAlpha.800}", _dark: "{colors.blackAlpha.700}" } },
        },
        // Text: body, secondary (≥ 4.5:1 on every surface) and text on an inverted surface.
        fg: {
          DEFAULT: { value: { base: "{colors.gray.800}", _dark: "{colors.gray.100}" } },
          muted: { value: { base: "{colors.gray.600}", _dark: "{colors.gray.400}" } },
          inverted: { value: { base: "{colors.white}", _dark: "{colors.gray.900}" } },
          error: { value: { base: "{colors.red.700}", _dark: "{colors.red.300}" } },
          success: { value: { base: "{colors.green.700}", _dark: "{colors.green.300}" } },
          warning: { value: { base: "{colors.orange.800}", _dark: "{colors.orange.300}" } },
        },
        border: {
          DEFAULT: { value: { base: "{colors.gray.200}", _dark: "{colors.gray.700}" } },
          emphasized: { value: { base: "{colors.gray.300}", _dark: "{colors.gray.600}" } },
        },
        // Chart strokes and fills (recharts takes CSS colours: use "var(--chakra-colors-chart-*)").
        chart: {
          primary: { value: { base: "{colors.brand.600}", _dark: "{colors.brand.400}" } },
          secondary: { value: { base: "{colors.orange.600}", _dark: "{colors.orange.400}" } },
          tertiary: { value: { base: "{colors.blue.600}", _dark: "{colors.blue.400}" } },
          danger: { value: { base: "{colors.red.600}", _dark: "{colors.red.400}" } },
        },
        // Behind video and images (letterboxing): dark in both modes.
        media: {
          bg: { value: { base: "{colors.black}", _dark: "{colors.black}" } },
          fg: { value: { base: "{colors.white}", _dark: "{colors.white}" } },
        },
        // Ratings.
        star: { value: { base: "{colors.yellow.600}", _dark: "{colors.yellow.400}" } },
      },
      radii: {
        card: { value: "{radii.lg}" },
        control: { value: "{radii.md}" },
      },
      spacing: {
        page: { value: "{spacing.6}" },
        section: { value: "{spacing.6}" },
      },
    },
    recipes: { button: buttonRecipe },
  },
  globalCss: {
    "html, body": { bg: "bg.canvas", color: "fg" },
  },
});

export const system = createSystem(defaultBaseConfig, shellTheme, config);

let allRecipes: Promise<void> | undefined;

/** Registers the rest of Chakra's recipes in `system` (once), under what this file overrides (its button
 * variants win). A component whose recipe is missing would render unstyled, so everything that loads lazily
 * from the first bundle waits for this (lazyWithTheme). */
export function loadAllRecipes(): Promise<void> {
  allRecipes ??= import("./theme-recipes.js").then(({ recipes, slotRecipes }) => {
    const theme = system._config.theme ?? {};
    const merged = mergeConfigs({ theme: { recipes, slotRecipes } }, { theme: { recipes: theme.recipes ?? {}, slotRecipes: theme.slotRecipes ?? {} } });
    theme.recipes = Object.assign(theme.recipes ?? {}, merged.theme?.recipes);
    theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, merged.theme?.slotRecipes);
  });
  return allRecipes;
}

/** React.lazy that also waits for the full set of Chakra recipes: use it for every lazy page or dialog
 * reachable from the first bundle. */
export function lazyWithTheme<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => Promise.all([load(), loadAllRecipes()]).then(([m]) => m));
}
