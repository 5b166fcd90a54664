/**
 * The app's line icons (24 × 24, currentColor, decorative), drawn as `<Icon path={icons.home} />`
 * with `import * as icons from '…/components/icons'`. The paths are in three modules by who draws
 * them (iconPaths/: the shell, home, the other screens); the shell and home import theirs from
 * there (and Icon from ./Icon), not through this file, so the entry chunk carries only the shell's
 * icons and home's chunks only home's (issue 18: the whole set was 1.6 KB gz of the entry). Add
 * new ones to iconPaths/screens.ts, as paths, unless the shell or home draws them.
 */
export * from './iconPaths/shell';
export * from './iconPaths/home';
export * from './iconPaths/screens';

export { Icon, type IconPath } from './Icon';
