import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { isInternalAddress, RuleBasedAddressPolicy } from '../../../src/webhooks/adapters/webhook-address-policy.ts';
import { REASON_MAX, safeReason } from '../../../src/webhooks/application/ask-prechecks.ts';

describe('which addresses a webhook may reach', () => {
  const production = new RuleBasedAddressPolicy({ httpsOnly: true, privateTargets: false });

  it('should know the internal ranges, IPv4-mapped IPv6 included, and nothing else', () => {
    for (const inside of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1']) {
      expect(isInternalAddress(inside), inside).toBe(true);
    }
    for (const outside of ['8.8.8.8', '172.32.0.1', '203.0.113.7', '2606:4700::1111', 'hooks.example.com']) expect(isInternalAddress(outside), outside).toBe(false);
  });

  it('should refuse, in production, http, internal addresses and localhost; allow a public https name', () => {
    expect(production.refusalOf('https://hooks.example.com/vms')).toBeNull();
    expect(production.refusalOf('http://hooks.example.com/vms')).toMatch(/https/);
    for (const url of ['https://127.0.0.1/x', 'https://169.254.169.254/latest/meta-data', 'https://[::1]/x', 'https://localhost:8443/x', 'https://api.localhost/x', 'https://10.0.0.8/x']) {
      expect(production.refusalOf(url), url).toMatch(/internal/);
    }
  });

  it('should allow internal addresses where the installation says so', () => {
    expect(new RuleBasedAddressPolicy({ httpsOnly: true, privateTargets: true }).refusalOf('https://10.0.0.8/x')).toBeNull();
    expect(new RuleBasedAddressPolicy({ httpsOnly: false, privateTargets: true }).refusalOf('http://127.0.0.1:9000/x')).toBeNull();
  });
});

describe("a pre-check receiver's reason, as the product shows it", () => {
  it('should be one line without control or direction characters, bounded, and say so when there is none', () => {
    expect(safeReason('Badge\u001b[31m revoked\r\nby\u202eHR')).toBe('Badge [31m revoked by HR');
    expect(safeReason('x'.repeat(500))).toHaveLength(REASON_MAX);
    expect(safeReason(undefined)).toBe(MESSAGES.webhooks.precheckNoReason);
    expect(safeReason(' \n ')).toBe(MESSAGES.webhooks.precheckNoReason);
  });
});
