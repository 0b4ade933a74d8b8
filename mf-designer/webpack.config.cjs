const { createBuildConfigs } = require('@healing/build-kit');

module.exports = createBuildConfigs({
  dir: __dirname,
  exposes: {
    './DesignApparelPage': './src/expose/design-apparel-page.tsx',
  },
});
