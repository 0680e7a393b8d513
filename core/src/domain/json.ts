/** A value that survives a JSON round trip; the type of free-form stored documents (jsonb columns). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A JSON object, e.g. a login session's data. */
export type JsonObject = { [key: string]: JsonValue };
