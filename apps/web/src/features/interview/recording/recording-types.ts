/**
 * The first of `preferences` that MediaRecorder can record, or '' for the browser's default
 * (a browser that throws for an unknown type counts as not supporting it).
 */
export function firstSupportedType(
  preferences: readonly string[],
  isTypeSupported: (type: string) => boolean,
): string {
  return (
    preferences.find((type) => {
      try {
        return isTypeSupported(type);
      } catch {
        return false;
      }
    }) ?? ''
  );
}
