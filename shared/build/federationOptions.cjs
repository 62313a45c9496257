// The federation options (container name, exposes) a remote really builds with, read from its
// webpack config rather than copied: the config is CommonJS returning `(env, argv) => config`, and
// requiring it builds no bundle. Used by the remotes' contract tests and scripts/remote-types.mjs.

/** @returns {{ name: string, exposes: unknown }} */
function federationOptionsOf(webpackConfigFile) {
  const built = require(webpackConfigFile)({}, { mode: 'production' });
  // Production builds are [browser, server]: the browser's exposes are the contract.
  const config = Array.isArray(built) ? built[0] : built;
  const options = (config.plugins ?? [])
    .map((plugin) => plugin?._options)
    .find((o) => o?.name && o.exposes);
  if (!options) {
    throw new Error(`${webpackConfigFile}: no ModuleFederationPlugin with name and exposes`);
  }
  return { name: options.name, exposes: options.exposes };
}

module.exports = { federationOptionsOf };
