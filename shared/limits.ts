// Input size limits shared by every schema: long enough for real use, short enough that a 10 kB
// string is refused with a clear message instead of reaching the database.
export const MAX_NAME = 80;
export const MAX_EMAIL = 254;
export const MAX_PASSWORD = 200;
export const MAX_SHORT_TEXT = 200;
export const MAX_LONG_TEXT = 4000;
export const MAX_ID = 64;
