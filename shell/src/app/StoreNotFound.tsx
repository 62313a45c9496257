/**
 * SPEC: a store reported as not found redirects to an external 404 page. Until that URL is
 * configurable, an honest message is shown instead.
 */
export function StoreNotFound({ slug }: { slug: string }) {
  return (
    <main
      id="main"
      css={{ padding: '64px 24px', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}
    >
      <h1>Store not found</h1>
      <p>{`We couldn't find a store called "${slug}". Please check the address and try again.`}</p>
    </main>
  );
}
