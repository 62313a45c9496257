/** First focusable element: jumps to <main id="main">. */
export function SkipLink() {
  return (
    <a
      href="#main"
      css={{
        position: 'absolute',
        left: 8,
        top: -60,
        zIndex: 1000,
        padding: '10px 16px',
        background: '#111827',
        color: '#ffffff',
        borderRadius: 4,
        '&:focus': { top: 8 },
      }}
    >
      Skip to content
    </a>
  );
}
