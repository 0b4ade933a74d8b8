// Deploy-time configuration: defaults for one machine, every value checked when the server
// starts, and the preview override that can only load script from allowlisted origins.
import { localPorts } from '../src/ports';
import {
  readCanaryGuardConfig,
  readMilliseconds,
  readPort,
  readServeBuild,
  readShellConfig,
  readTrustedProxies,
} from '../src/config';
import { activePreviewOrigins, contentSecurityPolicy } from '../src/shell/previews';

describe('the shell configuration', () => {
  it('has defaults for a shop on one machine', () => {
    const config = readShellConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      apiUrl: 'http://127.0.0.1:3000',
      publicOrigin: 'http://localhost:8080',
      trustedProxies: [],
      serverRender: true,
      pageCacheMs: 5_000,
      areaCacheMs: 60_000,
      apiTimeoutMs: 30_000,
      drainDelayMs: 0,
    });
    expect(config.remotes.catalog).toBe('http://localhost:3101/mf-manifest.json');
    expect(config.previewOrigins).toContain('http://localhost:4101');
  });

  it('reads the API origin alone, and leaves out remotes set to nothing', () => {
    const config = readShellConfig({
      API_URL: 'https://api.example:8443/some/path?x=1',
      REMOTE_DESIGNER_URL: '',
      PREVIEW_ORIGINS: ' https://preview.example/ , ',
      SERVER_RENDER: 'off',
    });
    expect(config.apiUrl).toBe('https://api.example:8443');
    expect(config.remotes).not.toHaveProperty('designer');
    expect(config.previewOrigins).toEqual(['https://preview.example']);
    expect(config.serverRender).toBe(false);
  });

  it.each([
    [{ API_URL: 'not a url' }, /API_URL is not a URL/],
    [{ API_URL: 'file:///etc/passwd' }, /API_URL must be http/],
    [{ REMOTE_CATALOG_URL: 'javascript:alert(1)' }, /REMOTE_CATALOG_URL must be http/],
    [{ PREVIEW_ORIGINS: 'ftp://x' }, /PREVIEW_ORIGINS must be http/],
    [{ SHOP_PORT: '0' }, /SHOP_PORT must be a port/],
    [{ SHOP_PORT: '70000' }, /SHOP_PORT must be a port/],
    [{ SHOP_PORT: '' }, /SHOP_PORT must be a port/],
    [{ SHOP_PORT: '0x50' }, /SHOP_PORT must be a port/],
    [{ SHOP_PORT: '8e3' }, /SHOP_PORT must be a port/],
    [{ API_TIMEOUT_MS: '' }, /API_TIMEOUT_MS must be milliseconds/],
    [{ API_TIMEOUT_MS: '-1' }, /API_TIMEOUT_MS must be milliseconds/],
    [{ PAGE_CACHE_MS: 'soon' }, /PAGE_CACHE_MS must be milliseconds/],
    [{ DRAIN_DELAY_MS: 'Infinity' }, /DRAIN_DELAY_MS must be milliseconds/],
    [{ TRUSTED_PROXIES: 'lb.internal' }, /TRUSTED_PROXIES/],
  ])('refuses %j', (env, message) => {
    expect(() => readShellConfig(env)).toThrow(message);
  });

  it("shows an environment's releases: each remote's manifest under its /_env/ path", () => {
    expect(readShellConfig({}).environment).toBe('production');
    const staging = readShellConfig({
      SHOP_ENVIRONMENT: 'staging',
      REMOTE_CATALOG_URL: 'https://catalog.example/remotes/mf-manifest.json',
      REMOTE_DESIGNER_URL: '',
    });
    expect(staging.environment).toBe('staging');
    expect(staging.remotes).toEqual({
      catalog: 'https://catalog.example/remotes/_env/staging/mf-manifest.json',
      cartCheckout: 'http://localhost:3102/_env/staging/mf-manifest.json',
      community: 'http://localhost:3103/_env/staging/mf-manifest.json',
    });
    // What the shell's server asks to render is beside the manifest: staging's renderer.
    expect(new URL('__render', staging.remotes.community).href).toBe(
      'http://localhost:3103/_env/staging/__render',
    );
    expect(() => readShellConfig({ SHOP_ENVIRONMENT: 'qa' })).toThrow(
      'SHOP_ENVIRONMENT must be one of production, staging, got "qa"',
    );
  });

  it("runs the staging shell on `npm start`'s STAGING_PORT (8081) unless it is off", () => {
    expect(localPorts({}).staging).toBe(8081);
    expect(localPorts({ STAGING_PORT: '18181' }).staging).toBe(18181);
    expect(localPorts({ STAGING_PORT: 'off' }).staging).toBeNull();
    expect(() => localPorts({ STAGING_PORT: 'on' })).toThrow('STAGING_PORT must be a port number');
  });

  it('reads numbers strictly', () => {
    expect(readPort(' 8081 ', 'PORT', 1)).toBe(8081);
    expect(readPort(undefined, 'PORT', 3000)).toBe(3000);
    expect(readMilliseconds('250', 'X', 1)).toBe(250);
    expect(readMilliseconds('0', 'X', 1)).toBe(0);
    expect(readMilliseconds(undefined, 'X', 7)).toBe(7);
  });

  it('takes trusted proxies as Fastify takes them, and nothing else', () => {
    expect(readTrustedProxies(undefined)).toEqual([]);
    expect(readTrustedProxies('10.0.0.0/8, 192.168.1.4,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of [
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.0/8/9',
      '10.0.0.0/',
      '10.0.0.0/x',
      '300.1.1.1',
      '*',
    ]) {
      expect(() => readTrustedProxies(bad)).toThrow(/TRUSTED_PROXIES/);
    }
  });
});

describe('the automatic abort of a failing canary', () => {
  it('has the stated rule by default, and no e-mail unless an address is given', () => {
    expect(readCanaryGuardConfig({ DATA_DIR: '/srv/shop' })).toEqual({
      minPages: 50,
      minFailures: 5,
      minZ: 3,
      alertEmail: null,
      smtpUrl: null,
      mailDir: '/srv/shop/mail',
    });
    expect(
      readCanaryGuardConfig({
        CANARY_MIN_PAGES: '200',
        CANARY_MIN_FAILURES: '10',
        CANARY_MIN_Z: '3.5',
        CANARY_ALERT_EMAIL: ' team@example.com ',
        SMTP_URL: 'smtp://mail.example.com:587',
        CANARY_MAIL_DIR: '/var/mail-out',
      }),
    ).toEqual({
      minPages: 200,
      minFailures: 10,
      minZ: 3.5,
      alertEmail: 'team@example.com',
      smtpUrl: 'smtp://mail.example.com:587',
      mailDir: '/var/mail-out',
    });
    expect(readShellConfig({}).canaryGuard?.minPages).toBe(50);
  });

  it.each([
    [{ CANARY_MIN_PAGES: '0' }, 'CANARY_MIN_PAGES must be a whole number of at least 1'],
    [{ CANARY_MIN_PAGES: '1e3' }, 'CANARY_MIN_PAGES must be a whole number'],
    [{ CANARY_MIN_FAILURES: '-1' }, 'CANARY_MIN_FAILURES must be a whole number'],
    [{ CANARY_MIN_Z: '0.5' }, 'CANARY_MIN_Z must be a number of at least 1'],
    [{ CANARY_MIN_Z: 'high' }, 'CANARY_MIN_Z must be a number of at least 1'],
    [{ CANARY_ALERT_EMAIL: 'team' }, 'CANARY_ALERT_EMAIL must be one e-mail address'],
    [{ CANARY_ALERT_EMAIL: 'a@x.com, b@x.com' }, 'CANARY_ALERT_EMAIL must be one e-mail address'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// address'],
  ])('refuses %j', (env, message) => {
    expect(() => readCanaryGuardConfig(env)).toThrow(message);
    expect(() => readShellConfig(env)).toThrow(message);
  });
});

describe("the shop's social accounts", () => {
  it('shows none unless the deployment names them', () => {
    expect(readShellConfig({}).social).toEqual({});
    expect(readShellConfig({ SOCIAL_FACEBOOK_URL: '  ' }).social).toEqual({});
  });

  it('keeps each account set, by network', () => {
    const config = readShellConfig({
      SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/healingshop',
      SOCIAL_INSTAGRAM_URL: ' https://instagram.com/healing.shop/ ',
      SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@healingshop',
    });
    expect(config.social).toEqual({
      facebook: 'https://www.facebook.com/healingshop',
      instagram: 'https://instagram.com/healing.shop/',
      youtube: 'https://www.youtube.com/@healingshop',
    });
  });

  it.each([
    [
      { SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/' },
      /SOCIAL_FACEBOOK_URL must name the shop's account/,
    ],
    [{ SOCIAL_TIKTOK_URL: 'https://tiktok.com' }, /SOCIAL_TIKTOK_URL must name the shop's account/],
    [
      { SOCIAL_INSTAGRAM_URL: 'http://instagram.com/shop' },
      /must be an https address on instagram.com/,
    ],
    [{ SOCIAL_INSTAGRAM_URL: 'https://instagram.com.evil.example/shop' }, /on instagram.com/],
    [{ SOCIAL_YOUTUBE_URL: 'https://evil.example/youtube.com' }, /on youtube.com/],
    [{ SOCIAL_FACEBOOK_URL: 'javascript:alert(1)' }, /SOCIAL_FACEBOOK_URL must be http/],
    [{ SOCIAL_FACEBOOK_URL: 'not a url' }, /SOCIAL_FACEBOOK_URL is not a URL/],
  ])('refuses to start with %j', (env, message) => {
    expect(() => readShellConfig(env)).toThrow(message);
  });
});

describe('previews', () => {
  const config = {
    remotes: {
      catalog: 'https://catalog.example/mf-manifest.json',
      designer: 'https://designer.example/mf-manifest.json',
    },
    previewOrigins: ['https://preview.example', 'http://localhost:4101'],
  };

  it('accepts an allowlisted origin for a configured remote, from the URL or the cookie', () => {
    expect(
      activePreviewOrigins(config, { search: '?preview=catalog@https://preview.example/x/' }),
    ).toEqual(['https://preview.example']);
    expect(
      activePreviewOrigins(config, {
        cookie: `a=b; shop-preview=${encodeURIComponent('catalog@http://localhost:4101 designer@https://preview.example')}`,
      }),
    ).toEqual(['http://localhost:4101', 'https://preview.example']);
  });

  it.each([
    ['an origin not on the allowlist', '?preview=catalog@https://evil.example'],
    ['a look-alike origin', '?preview=catalog@https://preview.example.evil.example'],
    ['an unknown remote', '?preview=payments@https://preview.example'],
    ["an inherited property's name", '?preview=__proto__@https://preview.example'],
    ['no remote', '?preview=@https://preview.example'],
    ['no origin', '?preview=catalog@'],
    ['a script URL', '?preview=catalog@javascript:alert(1)'],
    ['a data URL', '?preview=catalog@data:text/javascript,alert(1)'],
  ])('ignores %s', (_what, search) => {
    expect(activePreviewOrigins(config, { search })).toEqual([]);
  });

  it('ignores a mangled cookie', () => {
    expect(activePreviewOrigins(config, { cookie: 'shop-preview=%E0%A4%A' })).toEqual([]);
  });

  it("lets a page load script only from itself, the remotes, and this visitor's preview", () => {
    const policy = contentSecurityPolicy(config);
    expect(policy).toContain("script-src 'self' https://catalog.example https://designer.example;");
    expect(policy).not.toContain('preview.example');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy(config, ['https://preview.example'])).toContain(
      "script-src 'self' https://catalog.example https://designer.example https://preview.example;",
    );
  });
});

describe("what a remote's server serves", () => {
  it('is the live release by default, the working-tree build with SERVE_BUILD=dist', () => {
    expect(readServeBuild({})).toBe('live');
    expect(readServeBuild({ SERVE_BUILD: ' ' })).toBe('live');
    expect(readServeBuild({ SERVE_BUILD: 'dist' })).toBe('dist');
    expect(() => readServeBuild({ SERVE_BUILD: 'current' })).toThrow(
      'SERVE_BUILD must be "live" or "dist", got "current"',
    );
  });
});
