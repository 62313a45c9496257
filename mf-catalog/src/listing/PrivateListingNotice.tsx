export function PrivateListingNotice() {
  return (
    <div
      role="note"
      css={(t) => ({
        padding: 12,
        background: t.tokens?.warningSurface,
        border: `1px solid ${t.tokens?.warning}`,
        borderRadius: t.radii?.md,
      })}
    >
      <strong css={{ display: 'block' }}>Listing is currently set as Private</strong>
      <span>This page won't be visible to anyone</span>
    </div>
  );
}
