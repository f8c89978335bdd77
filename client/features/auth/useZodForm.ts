import { useCallback, useState } from "react";
import type { z } from "zod";

type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/**
 * A tiny form state helper validated by a shared zod schema, so field messages are the SPEC's texts.
 * `submit()` returns the parsed values, or null after setting the first message per field.
 */
export function useZodForm<S extends z.ZodType<Record<string, unknown>>>(schema: S, initial: z.input<S> & Record<string, unknown>) {
  type Values = typeof initial;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});

  const setField = useCallback(<K extends keyof Values & string>(name: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  }, []);

  const submit = useCallback((): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: FieldErrors<Values> = {};
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key === "string" && !next[key as keyof Values & string]) next[key as keyof Values & string] = issue.message;
    }
    setErrors(next);
    return null;
  }, [schema, values]);

  /** Shows a message the server gave for one field. */
  const setError = useCallback(<K extends keyof Values & string>(name: K, message: string) => setErrors((e) => ({ ...e, [name]: message })), []);

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { values, errors, setField, setError, submit, reset };
}
