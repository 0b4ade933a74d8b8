#!/usr/bin/env node
// `npm run promote:standby`: the failover of `npm run start:cluster`'s PostgreSQL. Run it when
// the primary is lost (its disk, its machine), while the cluster runs with PG_STANDBY=1 or
// PG_SYNC_STANDBY=1. It puts the old primary in maintenance in HAProxy (its sessions cut: it
// never gets a connection again, even if it comes back), promotes the standby (pg_promote()),
// waits until it accepts writes, resets synchronous_standby_names on it (no standby is left to
// wait for), makes it the balancer's server and writes <DATA_DIR>/pg-failover.json. The APIs
// keep their DATABASE_URL (the balancer's PostgreSQL pool): their next connections reach the
// new primary. It reads the same settings as start:cluster: DATA_DIR (.data/cluster),
// EMBEDDED_PG_PORT (54330), EMBEDDED_PG_STANDBY_PORT (EMBEDDED_PG_PORT + 1).
import path from 'node:path';
import { ROOT } from './lib/children.mjs';
import { clusterPorts, importEmbeddedPostgres } from './lib/cluster.mjs';
import { promoteStandby, query, rebuildAdvice } from './lib/standby.mjs';

const say = (/** @type {string} */ text) => console.log(`[promote] ${text}`);

try {
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(ROOT, '.data', 'cluster'));
  const ports = clusterPorts({ apiReplicas: 1, shellReplicas: 1, remoteNames: [] });
  const { urlFor } = await importEmbeddedPostgres();
  const standbyUrl = urlFor(ports.pgStandby, 'postgres');
  say(`promoting the standby on port ${ports.pgStandby} (cluster data in ${dataDir})`);
  const { seconds, promotedAt } = await promoteStandby({ dataDir, standbyUrl, say });
  say(`done in ${seconds.toFixed(1)} s: the standby is the primary since ${promotedAt}`);
  const oldPrimaryAnswers = await query(urlFor(ports.pg, 'postgres'), 'SELECT 1').then(
    () => true,
    () => false,
  );
  if (oldPrimaryAnswers) {
    say(
      `the old primary still runs on port ${ports.pg}: the balancer sends it nothing, but stop it (it is stopped with the cluster)`,
    );
  }
  say(
    'What next: the shop runs on the promoted server, with no standby: a commit is on one disk only until a new standby streams.',
  );
  say(rebuildAdvice(dataDir));
} catch (error) {
  console.error(`[promote] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
