const { createConfig } = require('../shared/build/webpack.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_cart',
  port: 3002,
  title: 'mf-cart (standalone)',
  exposes: {
    './Routes': './src/Routes.tsx',
    './cartService': './src/cartService.ts',
  },
});
