import { Field, Input } from "@chakra-ui/react";

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  readOnly?: boolean;
  placeholder?: string;
}

/** A labelled input with its validation message underneath (Chakra Field wires label and ids). */
export function TextField({ label, name, value, onChange, error, type = "text", autoComplete, readOnly, placeholder }: TextFieldProps) {
  return (
    <Field.Root invalid={!!error} readOnly={readOnly}>
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
