// The app's only buttons: Chakra's Button and IconButton bound to the theme's button recipe (client/theme.ts),
// so every button is one of four looks. "plain" is kept for buttons that only wrap something else (the avatar).
import { Button as ChakraButton, IconButton as ChakraIconButton, type ButtonProps as ChakraButtonProps, type IconButtonProps as ChakraIconButtonProps } from "@chakra-ui/react";
import { forwardRef } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "plain";

export type ButtonProps = Omit<ChakraButtonProps, "variant" | "colorPalette"> & { variant: ButtonVariant };
export type IconButtonProps = Omit<ChakraIconButtonProps, "variant" | "colorPalette"> & { variant: ButtonVariant };

// The recipe's variants are added in theme.ts; Chakra's generated prop types only know its own names.
const toRecipe = (variant: ButtonVariant) => variant as unknown as ChakraButtonProps["variant"];

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ variant, ...rest }, ref) {
  return <ChakraButton ref={ref} variant={toRecipe(variant)} {...rest} />;
});

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton({ variant, ...rest }, ref) {
  return <ChakraIconButton ref={ref} variant={toRecipe(variant)} {...rest} />;
});
