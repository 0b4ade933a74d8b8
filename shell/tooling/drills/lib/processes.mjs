// What the drill reads about the servers from /proc (Linux): which process listens on a port,
// how many file descriptors it holds and which files they are, and whether it is still alive.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The socket inodes listening on `port` (IPv4 or IPv6), from /proc/net/tcp*.
 * @param {number} port
 * @returns {Set<string>}
 */
function listeningInodes(port) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  /** @type {Set<string>} */
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is HEXADDR:HEXPORT; st 0A is LISTEN; the inode is the tenth field.
      const [, local, , state, , , , , , inode] = fields;
      if (local?.endsWith(`:${hexPort}`) && state === '0A' && inode) inodes.add(inode);
    }
  }
  return inodes;
}

/**
 * The id of the process listening on `port`, or null (what `ss -ltnp` shows, read directly).
 * @param {number} port
 * @returns {number | null}
 */
export function pidListeningOn(port) {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return null;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds = [];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${entry}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return Number(entry);
      } catch {
        // closed meanwhile
      }
    }
  }
  return null;
}

/**
 * The process's open file descriptors: how many, and how many name a file under `dir`.
 * @param {number} pid
 * @param {string} [dir]
 * @returns {{ total: number, underDir: number }}
 */
export function openFiles(pid, dir) {
  const fds = readdirSync(`/proc/${pid}/fd`);
  let underDir = 0;
  if (dir) {
    const prefix = path.resolve(dir) + path.sep;
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(prefix)) underDir += 1;
      } catch {
        // closed meanwhile
      }
    }
  }
  return { total: fds.length, underDir };
}

/**
 * True while process `pid` exists and is not a zombie.
 * @param {number} pid
 */
export function isAlive(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The state follows the command name in parentheses: R, S, D, T... or Z for a zombie.
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

/**
 * True when something accepts connections on 127.0.0.1:`port`.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function isListening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
