const { createBuildConfigs } = require('@healing/build-kit');

module.exports = createBuildConfigs({ dir: __dirname, name: 'shell', isHost: true });
