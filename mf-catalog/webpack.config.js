const { createConfig } = require('../shared/build/webpack.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_catalog',
  port: 3001,
  title: 'mf-catalog (standalone)',
  exposes: {
    './Routes': './src/Routes.tsx',
  },
});
