import { Checkbox, Link, Stack, Text } from "@chakra-ui/react";
import { Button } from "../components/ui/button.js";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { zSignUpPageForm } from "../../shared/schemas/auth.js";
import { authPathWithReturn, safeReturnTo } from "../../shared/return-to.js";
import { AuthCard } from "../components/AuthCard.js";
import { TextField } from "../components/TextField.js";
import { notify } from "../components/toaster.js";
import { useAuth } from "../features/auth/useAuth.js";
import { useZodForm } from "../features/auth/useZodForm.js";

export default function SignUpPage() {
  const { register } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get("returnTo"));
  const form = useZodForm(zSignUpPageForm, {
    firstName: "",
    lastName: "",
    email: "",
    password: "",
    confirmPassword: "",
    agreeToTerms: false,
    // Pre-filled from an invitation link (/signup?ref=CODE); editable, validated on submit.
    referralCode: params.get("ref")?.trim().slice(0, 32) ?? "",
  });

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = form.submit();
    if (!parsed) return;
    // SPEC §5: the page sends neither confirmPassword nor agreeToTerms.
    const { firstName, lastName, email, password, referralCode } = parsed;
    register.mutate(
      { firstName, lastName, email, password, ...(referralCode ? { referralCode } : {}) },
      {
        onSuccess: () => {
          notify("success", "Welcome to LeadOne!", "Account Created Successfully");
          navigate(returnTo ?? "/", { replace: true });
        },
        onError: (err) => {
          // The server's own check of the referral code shows on its field, as the form's would.
          if (/referral code/i.test(err.message)) form.setError("referralCode", err.message);
          notify("error", "Registration Failed", "There was a problem creating your account. Please try again.");
        },
      },
    );
  };

  return (
    <AuthCard title="Create your account" subtitle="Get three tailored approaches to any leadership challenge.">
      <form onSubmit={onSubmit} noValidate aria-label="Sign up">
        <Stack gap="4">
          <Stack direction={{ base: "column", sm: "row" }} gap="4">
            <TextField label="First name" name="firstName" autoComplete="given-name" value={form.values.firstName} onChange={(v) => form.setField("firstName", v)} error={form.errors.firstName} />
            <TextField label="Last name" name="lastName" autoComplete="family-name" value={form.values.lastName} onChange={(v) => form.setField("lastName", v)} error={form.errors.lastName} />
          </Stack>
          <TextField label="Email" name="email" type="email" autoComplete="email" value={form.values.email} onChange={(v) => form.setField("email", v)} error={form.errors.email} />
          <TextField label="Password" name="password" type="password" autoComplete="new-password" value={form.values.password} onChange={(v) => form.setField("password", v)} error={form.errors.password} />
          <TextField label="Confirm password" name="confirmPassword" type="password" autoComplete="new-password" value={form.values.confirmPassword} onChange={(v) => form.setField("confirmPassword", v)} error={form.errors.confirmPassword} />
          <TextField label="Referral code (optional)" name="referralCode" autoComplete="off" value={form.values.referralCode} onChange={(v) => form.setField("referralCode", v)} error={form.errors.referralCode} />
          <Stack gap="1.5">
            <Checkbox.Root invalid={!!form.errors.agreeToTerms} aria-describedby={form.errors.agreeToTerms ? "agree-error" : undefined} checked={form.values.agreeToTerms} onCheckedChange={(e) => form.setField("agreeToTerms", e.checked === true)} colorPalette="brand" alignItems="flex-start">
              <Checkbox.HiddenInput name="agreeToTerms" />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">
                I agree to the{" "}
                <Link asChild color="brand.fg">
                  <RouterLink to="/terms-of-service" target="_blank">
                    Terms of Service
                  </RouterLink>
                </Link>{" "}
                and{" "}
                <Link asChild color="brand.fg">
                  <RouterLink to="/privacy-policy" target="_blank">
                    Privacy Policy
                  </RouterLink>
                </Link>
              </Checkbox.Label>
            </Checkbox.Root>
            {form.errors.agreeToTerms && (
              <Text id="agree-error" fontSize="xs" color="fg.error">
                {form.errors.agreeToTerms}
              </Text>
            )}
          </Stack>
          <Button variant="primary" type="submit" loading={register.isPending}>
            Create Account
          </Button>
          <Text fontSize="sm" textAlign="center" color="fg.muted">
            Already have an account?{" "}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={authPathWithReturn("/login", returnTo)}>Sign in</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
