import { CloseButton, Dialog, Portal, Stack, Tabs } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { useEffect } from "react";
import { zLoginInput, zSignUpForm } from "../../../shared/schemas/auth.js";
import { TextField } from "../../components/TextField.js";
import { notify } from "../../components/toaster.js";
import { useAuthDialog, type AuthTab } from "./AuthDialogContext.js";
import { errorMessage, useAuth } from "./useAuth.js";
import { useZodForm } from "./useZodForm.js";
import { adminSuspensionOf } from "../account/adminSuspension.js";

const EMPTY_SIGN_IN = { email: "", password: "" };
const EMPTY_SIGN_UP = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "", referralCode: "" };

/** The Sign In / Create Account dialog (SPEC §2). Closing it resets both forms. */
export function AuthDialog() {
  const dialog = useAuthDialog();
  const { login, register } = useAuth();
  const signIn = useZodForm(zLoginInput, EMPTY_SIGN_IN);
  const signUp = useZodForm(zSignUpForm, EMPTY_SIGN_UP);

  const { reset: resetSignIn } = signIn;
  const { reset: resetSignUp } = signUp;
  const { reset: resetLogin } = login;
  const { reset: resetRegister } = register;
  useEffect(() => {
    if (!dialog.isOpen) {
      resetSignIn();
      resetSignUp();
      resetLogin();
      resetRegister();
    }
  }, [dialog.isOpen, resetSignIn, resetSignUp, resetLogin, resetRegister]);

  const onSignIn = (e: React.FormEvent) => {
    e.preventDefault();
    const input = signIn.submit();
    if (!input) return;
    login.mutate(input, {
      onError: (err) => {
        // An admin's suspension shows its own page (SuspensionRedirect), not a sign-in failure.
        if (adminSuspensionOf(err)) return dialog.close();
        notify("error", "Sign in failed", errorMessage(err) ?? "Please check your credentials and try again.");
      },
    });
  };

  const onSignUp = (e: React.FormEvent) => {
    e.preventDefault();
    const input = signUp.submit();
    if (!input) return;
    // The dialog's payload includes confirmPassword (SPEC §5/§7); an empty referral code is not sent.
    const { referralCode, ...rest } = input;
    register.mutate(referralCode ? { ...rest, referralCode } : rest, {
      onError: (err) => {
        const message = errorMessage(err);
        if (message && /referral code/i.test(message)) signUp.setError("referralCode", message);
        notify("error", "Account creation failed", message ?? "Please try again.");
      },
    });
  };

  return (
    <Dialog.Root
      open={dialog.isOpen}
      onOpenChange={(e) => (e.open ? dialog.open(dialog.tab) : dialog.close())}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Your LeadOne account</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Tabs.Root lazyMount unmountOnExit value={dialog.tab} onValueChange={(e) => dialog.setTab(e.value as AuthTab)} variant="line" fitted>
                <Tabs.List>
                  <Tabs.Trigger value="signin">Sign In</Tabs.Trigger>
                  <Tabs.Trigger value="signup">Create Account</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="signin">
                  <form onSubmit={onSignIn} noValidate aria-label="Sign in form">
                    <Stack gap="4">
                      <TextField label="Email" name="email" type="email" autoComplete="email" value={signIn.values.email} onChange={(v) => signIn.setField("email", v)} error={signIn.errors.email} />
                      <TextField label="Password" name="password" type="password" autoComplete="current-password" value={signIn.values.password} onChange={(v) => signIn.setField("password", v)} error={signIn.errors.password} />
                      <Button variant="primary" type="submit" loading={login.isPending}>
                        Sign In
                      </Button>
                    </Stack>
                  </form>
                </Tabs.Content>
                <Tabs.Content value="signup">
                  <form onSubmit={onSignUp} noValidate aria-label="Create account form">
                    <Stack gap="4">
                      <Stack direction={{ base: "column", sm: "row" }} gap="4">
                        <TextField label="First name" name="firstName" autoComplete="given-name" value={signUp.values.firstName} onChange={(v) => signUp.setField("firstName", v)} error={signUp.errors.firstName} />
                        <TextField label="Last name" name="lastName" autoComplete="family-name" value={signUp.values.lastName} onChange={(v) => signUp.setField("lastName", v)} error={signUp.errors.lastName} />
                      </Stack>
                      <TextField label="Email" name="email" type="email" autoComplete="email" value={signUp.values.email} onChange={(v) => signUp.setField("email", v)} error={signUp.errors.email} />
                      <TextField label="Password" name="password" type="password" autoComplete="new-password" value={signUp.values.password} onChange={(v) => signUp.setField("password", v)} error={signUp.errors.password} />
                      <TextField label="Confirm password" name="confirmPassword" type="password" autoComplete="new-password" value={signUp.values.confirmPassword} onChange={(v) => signUp.setField("confirmPassword", v)} error={signUp.errors.confirmPassword} />
                      <TextField label="Referral code (optional)" name="referralCode" autoComplete="off" value={signUp.values.referralCode} onChange={(v) => signUp.setField("referralCode", v)} error={signUp.errors.referralCode} />
                      <Button variant="primary" type="submit" loading={register.isPending}>
                        Create Account
                      </Button>
                    </Stack>
                  </form>
                </Tabs.Content>
              </Tabs.Root>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
