/** PostgreSQL error codes the server reacts to (SQLSTATE). */
const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

interface DatabaseError {
  code?: string;
  constraint?: string;
}

/** A unique violation of `constraint` (PostgreSQL and PGlite both name the constraint). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as DatabaseError).code === UNIQUE_VIOLATION &&
    (error as DatabaseError).constraint === constraint
  );
}

export function isCheckViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as DatabaseError).code === CHECK_VIOLATION;
}

/** The constraint a failed statement names, if any. */
export function violatedConstraint(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? (error as DatabaseError).constraint : undefined;
}
