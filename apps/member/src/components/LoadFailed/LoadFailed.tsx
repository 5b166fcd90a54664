import { Button, EmptyState } from '@aurum/ui';

export interface LoadFailedProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** What a screen shows when its data could not be loaded: the message and a button to try again. */
export function LoadFailed({ message, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <EmptyState
      message={message}
      action={
        <Button size="small" variant="secondary" onPress={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}
