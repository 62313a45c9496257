const { createConfig } = require('../shared/build/webpack.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  host: true,
  title: 'Store',
});
