import { Link, Stack, Text } from "@chakra-ui/react";
import { Button } from "../components/ui/button.js";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { authPathWithReturn, safeReturnTo } from "../../shared/return-to.js";
import { zLoginInput } from "../../shared/schemas/auth.js";
import { AuthCard } from "../components/AuthCard.js";
import { TextField } from "../components/TextField.js";
import { notify } from "../components/toaster.js";
import { useAuth } from "../features/auth/useAuth.js";
import { adminSuspensionOf } from "../features/account/adminSuspension.js";
import { useZodForm } from "../features/auth/useZodForm.js";

export default function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get("returnTo"));
  const form = useZodForm(zLoginInput, { email: "", password: "" });

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const input = form.submit();
    if (!input) return;
    login.mutate(input, {
      onSuccess: () => {
        notify("success", "Welcome back!", "Welcome Back");
        navigate(returnTo ?? "/", { replace: true });
      },
      // An admin's suspension is no wrong password: the "Account suspended" page says so instead.
      onError: (err) => void (adminSuspensionOf(err) || notify("error", "Sign In Failed", "Invalid email or password. Please try again.")),
    });
  };

  return (
    <AuthCard title="Sign in" subtitle="Welcome back to your leadership assistant.">
      <form onSubmit={onSubmit} noValidate aria-label="Sign in">
        <Stack gap="4">
          <TextField label="Email" name="email" type="email" autoComplete="email" value={form.values.email} onChange={(v) => form.setField("email", v)} error={form.errors.email} />
          <TextField label="Password" name="password" type="password" autoComplete="current-password" value={form.values.password} onChange={(v) => form.setField("password", v)} error={form.errors.password} />
          <Button variant="primary" type="submit" loading={login.isPending}>
            Sign In
          </Button>
          <Text fontSize="sm" textAlign="center" color="fg.muted">
            Don't have an account?{" "}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={authPathWithReturn("/signup", returnTo)}>Sign up</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
