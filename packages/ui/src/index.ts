// Public entry of @aurum/ui: presentational, themed primitives. No fetching, no app routes.
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
