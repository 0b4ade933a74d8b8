// node --test: where `npm run start:cluster` puts each process, from the environment: the
// balancer on SHOP_PORT, the shell replicas on the ports after it, and the staging shell only
// when STAGING_PORT names a port (npm start's 8081 is a shell replica's here).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clusterPorts } from '../lib/cluster.mjs';

const counts = { apiReplicas: 2, shellReplicas: 2, remoteNames: ['catalog', 'community'] };

describe('clusterPorts', () => {
  it('puts the shells after the shop, the remotes on their base, and no staging shell', () => {
    const ports = clusterPorts(counts, {});
    assert.equal(ports.shop, 8080);
    assert.deepEqual(ports.shells, [8081, 8082]);
    assert.deepEqual(ports.apis, [3001, 3002]);
    assert.deepEqual(ports.remotes, { catalog: 3101, community: 3102 });
    assert.equal(ports.staging, null);
  });

  it('adds the staging shell on STAGING_PORT; `off` or empty leaves it out', () => {
    assert.equal(clusterPorts(counts, { STAGING_PORT: '8090' }).staging, 8090);
    assert.equal(clusterPorts(counts, { STAGING_PORT: 'off' }).staging, null);
    assert.equal(clusterPorts(counts, { STAGING_PORT: '' }).staging, null);
  });

  it('refuses a port that is no port, naming the setting', () => {
    assert.throws(
      () => clusterPorts(counts, { STAGING_PORT: 'eighty' }),
      /STAGING_PORT must be a port number, got "eighty"/,
    );
    assert.throws(
      () => clusterPorts(counts, { SHOP_PORT: '70000' }),
      /SHOP_PORT must be a port number, got "70000"/,
    );
  });
});
