export const BONUS_CODE = /^[A-Z0-9]{4,32}$/;

export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}
