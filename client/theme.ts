import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

// A calm teal-blue brand colour; `colorPalette="brand"` picks it up everywhere.
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
        brand: {
          solid: { value: "{colors.brand.600}" },
          contrast: { value: "white" },
          fg: { value: "{colors.brand.700}" },
          muted: { value: "{colors.brand.100}" },
          subtle: { value: "{colors.brand.50}" },
          emphasized: { value: "{colors.brand.200}" },
          focusRing: { value: "{colors.brand.500}" },
        },
      },
    },
  },
  globalCss: {
    "html, body": { bg: "gray.50", color: "gray.800" },
  },
});

export const system = createSystem(defaultConfig, config);
