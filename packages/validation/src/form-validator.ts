/**
 * Adapts a rule (`value → message | null`) to the async-validator callback style used by
 * element-react `Form` rules: `{ validator: asFormValidator(validateMobile), trigger: 'blur' }`.
 */
export function asFormValidator<V>(
  rule: (value: V) => string | null,
): (_rule: unknown, value: V, callback: (error?: Error) => void) => void {
  return (_rule, value, callback) => {
    const message = rule(value);
    callback(message === null ? undefined : new Error(message));
  };
}
