const { createBuildConfigs } = require('@healing/build-kit');

module.exports = createBuildConfigs({
  dir: __dirname,
  name: 'designer',
  exposes: {
    './DesignApparelPage': './src/expose/design-apparel-page.tsx',
  },
});
