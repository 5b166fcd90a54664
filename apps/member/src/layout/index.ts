export { ScreenPage, type ScreenPageProps } from './ScreenPage';
