export { ScreenPage, type ScreenPageProps } from './ScreenPage';
export { PlaceholderScreen } from './PlaceholderScreen';
