/**
 * @aurum/tokens: Aurum's design values (tokens.json, W3C format) for behaviour code, the theme
 * contract as data, colour maths and brand themes from a few seeds. The vanilla-extract contract
 * and the Aurum light/dark theme classes are in `@aurum/tokens/theme.css`.
 */
export * from './values';
export * from './color';
export * from './contract';
export * from './brand';
