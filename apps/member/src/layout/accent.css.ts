import { vars } from '@aurum/tokens/theme.css';

/**
 * Text colour on the gold `theme` surface. The token `onTheme` is now black in both themes
 * (10.4:1 on #D8AF81), so this is simply `onTheme`; kept as a name for existing imports.
 */
export const onGold = vars.color.onTheme;
