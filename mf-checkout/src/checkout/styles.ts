import { css } from '@emotion/react';

export const fieldCss = css({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  marginBottom: 12,
  '& input, & select': {
    minHeight: 44,
    padding: '8px 10px',
    fontSize: 16,
    border: '1px solid #6b7280',
    borderRadius: 6,
  },
  '& label': { fontWeight: 600 },
});

export const errorTextCss = css({ color: '#b91c1c', margin: 0, fontSize: 14 });

export const alertCss = css({
  border: '1px solid #b91c1c',
  background: '#fef2f2',
  color: '#7f1d1d',
  borderRadius: 6,
  padding: 12,
  margin: '12px 0',
});
