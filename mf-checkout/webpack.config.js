const { createConfig } = require('../shared/build/webpack.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_checkout',
  port: 3003,
  title: 'mf-checkout (standalone)',
  exposes: {
    './Routes': './src/Routes.tsx',
  },
});
