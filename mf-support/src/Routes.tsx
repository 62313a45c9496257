import type { RemoteRoutesProps } from '@store/shared';

export default function Routes(_props: RemoteRoutesProps) {
  return <h1>mf-support</h1>;
}
