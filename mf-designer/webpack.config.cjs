const { createFederatedConfig } = require('@healing/build-kit');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'designer',
  exposes: {
    './DesignApparelPage': './src/expose/design-apparel-page.tsx',
  },
});
