import { describe, expect, it } from 'vitest';
import { defaultPpe } from '#contract/ppe.ts';
import { verhoeffCheckDigit, verhoeffValid } from '#contract/verhoeff.ts';
import { maskId } from '#contract/visitor-id.ts';

describe('Verhoeff check digit', () => {
  it('should agree with the published example (236 → 2363)', () => {
    expect(verhoeffCheckDigit('236')).toBe('3');
    expect(verhoeffValid('2363')).toBe(true);
  });

  it('should accept a number with its own check digit and refuse any single-digit change', () => {
    const number = `23412341234${verhoeffCheckDigit('23412341234')}`;
    expect(verhoeffValid(number)).toBe(true);
    for (let i = 0; i < number.length; i += 1) {
      const changed = number.slice(0, i) + String((Number(number[i]) + 1) % 10) + number.slice(i + 1);
      expect(verhoeffValid(changed), changed).toBe(false);
    }
  });

  it('should refuse every swap of two neighbouring different digits', () => {
    const number = `98765432101${verhoeffCheckDigit('98765432101')}`;
    for (let i = 0; i < number.length - 1; i += 1) {
      if (number[i] === number[i + 1]) continue;
      const swapped = number.slice(0, i) + number[i + 1] + number[i] + number.slice(i + 2);
      expect(verhoeffValid(swapped), swapped).toBe(false);
    }
  });

  it('should refuse anything but digits', () => {
    expect(verhoeffValid('')).toBe(false);
    expect(verhoeffValid('2363a')).toBe(false);
  });

  it('should mask to the last four digits', () => {
    expect(maskId('aadhaar', '2346')).toBe('XXXX XXXX 2346');
    expect(maskId('aadhaar', null)).toBeNull();
  });
});

describe('PPE defaults (docs/product/visits.md VIS-PPE-01)', () => {
  it('should ask for all four on the shop floor with WEN HV', () => {
    expect(defaultPpe('Visiting Office & Shop Floor', 'WEN HV')).toEqual({ helmet: true, goggles: true, earPlug: true, safetyShoes: true });
  });

  it('should ask for everything but the helmet on the shop floor with WMO LV', () => {
    expect(defaultPpe('Visiting Office & Shop Floor', 'WMO LV')).toEqual({ helmet: false, goggles: true, earPlug: true, safetyShoes: true });
  });

  it('should ask for nothing for the office, whatever the option', () => {
    const none = { helmet: false, goggles: false, earPlug: false, safetyShoes: false };
    expect(defaultPpe('Visiting Office', 'WEN HV')).toEqual(none);
    expect(defaultPpe('Visiting Office', 'WMO LV')).toEqual(none);
    expect(defaultPpe(null, null)).toEqual(none);
    expect(defaultPpe('Visiting Office & Shop Floor', null)).toEqual(none);
  });
});
