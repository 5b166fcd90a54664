// The line-icon element (components/icons.tsx has the paths); the shell imports it from here so
// that the entry chunk does not import every icon path through icons.tsx.
/** One icon path of this module (e.g. `icons.home`). */
export type IconPath = string;

export function Icon({ path, size = 24, className }: { path: IconPath; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
