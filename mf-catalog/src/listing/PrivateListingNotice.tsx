export function PrivateListingNotice() {
  return (
    <div
      role="note"
      css={{ padding: 12, background: '#fef3c7', border: '1px solid #f59e0b', borderRadius: 6 }}
    >
      <strong css={{ display: 'block' }}>Listing is currently set as Private</strong>
      <span>This page won't be visible to anyone</span>
    </div>
  );
}
