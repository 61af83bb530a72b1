// Per-vendor HMAC secrets: server-side only (never in brand.json, which browsers read, nor logs, URLs or the
// database). Default source: DATA_DIR/vendor-secrets.json (mode 0600), created with random secrets on first use.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface VendorSecrets {
  /** The vendor's current secret, or null for a vendor we have no agreement with. */
  secretOf(vendor: string): string | null;
}

/** Secrets given in memory (tests, or a secret manager's answer). */
export class StaticVendorSecrets implements VendorSecrets {
  constructor(private readonly secrets: Readonly<Record<string, string>>) {}
  secretOf(vendor: string): string | null {
    return Object.hasOwn(this.secrets, vendor) ? this.secrets[vendor]! : null;
  }
}

/**
 * A JSON file {"VENDOR": "secret", …}. A vendor missing from it gets a new random secret written back, so the
 * sandbox vendor works on a fresh install; an operator copies the secret to the vendor out of band.
 */
export class FileVendorSecrets implements VendorSecrets {
  // Read on first use: a server that never hears from a vendor never touches the file.
  private secrets: Record<string, string> | null = null;

  constructor(private readonly path: string) {}

  secretOf(vendor: string): string | null {
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(vendor)) return null;
    this.secrets ??= existsSync(this.path) ? (JSON.parse(readFileSync(this.path, 'utf8')) as Record<string, string>) : {};
    if (!Object.hasOwn(this.secrets, vendor)) {
      this.secrets[vendor] = randomBytes(32).toString('base64url');
      this.save();
    }
    return this.secrets[vendor]!;
  }

  private save(): void {
    mkdirSync(dirname(this.path), { recursive: true });
    writeFileSync(this.path, `${JSON.stringify(this.secrets ?? {}, null, 2)}\n`, { mode: 0o600 });
    chmodSync(this.path, 0o600);
  }
}

/** Random secrets for this process only (an embedded server without a data dir: tests, tools). */
export class EphemeralVendorSecrets implements VendorSecrets {
  private readonly secrets = new Map<string, string>();
  secretOf(vendor: string): string | null {
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(vendor)) return null;
    if (!this.secrets.has(vendor)) this.secrets.set(vendor, randomBytes(32).toString('base64url'));
    return this.secrets.get(vendor)!;
  }
}

/** VENDOR_SECRETS='{"PG":"…"}' (a deployment's secret store) wins over the file; no data dir: process-only secrets. */
export function defaultVendorSecrets(dataDir: string | undefined, env: NodeJS.ProcessEnv = process.env): VendorSecrets {
  if (env.VENDOR_SECRETS) return new StaticVendorSecrets(JSON.parse(env.VENDOR_SECRETS) as Record<string, string>);
  return dataDir ? new FileVendorSecrets(`${dataDir}/vendor-secrets.json`) : new EphemeralVendorSecrets();
}
