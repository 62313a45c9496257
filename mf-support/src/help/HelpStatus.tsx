import { Button, Spinner } from '@store/shared';

/** While the articles load, or when they could not be: an honest message and a retry. */
export function HelpStatus({ failed, retry }: { failed: boolean; retry: () => void }) {
  if (!failed) return <Spinner label="Loading help articles" />;
  return (
    <div role="alert">
      <p>We couldn&apos;t load the help articles right now.</p>
      <Button type="button" variant="secondary" onClick={() => void retry()}>
        Try again
      </Button>
    </div>
  );
}
