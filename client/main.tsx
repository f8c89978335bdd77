import { ChakraProvider } from "@chakra-ui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, Suspense, useState } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./App.js";
import { applyColorMode, watchSystemColorMode } from "./components/colorMode.js";
import { Toaster } from "./components/toaster.js";
import { AuthDialogProvider } from "./features/auth/AuthDialogContext.js";
import { onCallError, onSessionLost } from "./features/auth/useAuth.js";
import { system } from "./theme.js";
import { TRPCProvider, makeQueryClient, makeTRPCClient } from "./trpc.js";

function Providers({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(() => makeQueryClient(onSessionLost, onCallError));
  const [trpcClient] = useState(makeTRPCClient);
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <BrowserRouter>
            <AuthDialogProvider>{children}</AuthDialogProvider>
          </BrowserRouter>
        </TRPCProvider>
      </QueryClientProvider>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChakraProvider>
  );
}

applyColorMode();
watchSystemColorMode();

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing");
createRoot(root).render(
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>,
);
