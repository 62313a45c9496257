const { createConfig } = require('../shared/build/webpack.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_support',
  port: 3004,
  title: 'mf-support (standalone)',
  exposes: {
    './Routes': './src/Routes.tsx',
  },
});
