import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeOwner } from './index';
import { FRONT_ENDS, REMOTES } from './remotes';

describe('the bundle list (remotes.json)', () => {
  it('names the same front ends as the root workspaces', () => {
    const root = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8')) as {
      workspaces: string[];
    };
    const workspaces = root.workspaces.filter((w) => w === 'shell' || w.startsWith('mf-'));
    expect([...FRONT_ENDS].sort()).toEqual([...workspaces].sort());
  });

  it('is exactly the set of bundles the route table hands paths to', () => {
    const owners = new Set(['/', '/cart', '/checkout/abc', '/support'].map(routeOwner));
    expect([...owners].sort()).toEqual([...REMOTES].sort());
  });
});
