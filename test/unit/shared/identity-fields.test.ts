import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  captchaTypable,
  companyEmailSchema,
  emailPrefixSchema,
  emailPrefixTypable,
  employeeIdSchema,
  employeeIdTypable,
  loginEmailPrefixSchema,
  loginPasswordSchema,
  newPasswordSchema,
  newPasswordTypable,
  otpSchema,
  otpTypable,
  passwordDigestSchema,
  personNameTypable,
  phoneSchema,
  phoneTypable,
  registrationNameSchema,
  stripSpaces,
  toCompanyEmail,
} from '#contract/validation/identity-fields.ts';
import { registrationPayloadSchema } from '#contract/validation/auth-payloads.ts';
import { VISIT_CONSENT } from '../../support/consent.ts';

/** The message a value fails with, or null when it passes. */
const messageOf = (schema: z.ZodType, value: unknown): string | null => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'unknown');
};

describe('e-mail prefix', () => {
  it.each(['a', 'john', 'john.doe', 'j_doe-2', 'A1.b2_c3-d4', 'x'.repeat(100)])('should accept %j', (value) => {
    expect(messageOf(emailPrefixSchema, value)).toBeNull();
  });

  it.each([
    ['', 'Please enter your Email.'],
    ['   ', 'Please enter your Email.'],
    [undefined, 'Please enter your Email.'],
    ['.john', 'Please enter a valid Email.'],
    ['_john', 'Please enter a valid Email.'],
    ['john..doe', 'Please enter a valid Email.'],
    ['john._doe', 'Please enter a valid Email.'],
    ['john-', 'Please enter a valid Email.'],
    ['jo hn', 'Please enter a valid Email.'],
    ['john@x', 'Please enter a valid Email.'],
    ['x'.repeat(101), 'Please enter a valid Email.'],
  ])('should refuse %j with %j', (value, message) => {
    expect(messageOf(emailPrefixSchema, value)).toBe(message);
  });

  it('should ignore invalid typing: separators first or doubled, other characters, over 100', () => {
    expect(['', 'j', 'john.', 'john.d', 'john-doe_', 'x'.repeat(100)].every(emailPrefixTypable)).toBe(true);
    expect(['.', '-j', 'john..', 'john.-', 'jo hn', 'john@', 'é', 'x'.repeat(101)].some(emailPrefixTypable)).toBe(false);
  });

  it('should append the company domain, lowercased', () => {
    expect(toCompanyEmail('John.Doe', 'example.com')).toBe('john.doe@example.com');
  });

  it('should check a whole address against the fixed domain: "Email is invalid"', () => {
    const schema = companyEmailSchema('example.com');
    expect(schema.parse(' John.Doe@Example.com ')).toBe('john.doe@example.com');
    expect(messageOf(schema, 'john@other.com')).toBe('Email is invalid');
    expect(messageOf(schema, '.john@example.com')).toBe('Email is invalid');
    expect(messageOf(schema, 'example.com')).toBe('Email is invalid');
    expect(messageOf(schema, '')).toBe('Please enter your Email.');
    expect(messageOf(companyEmailSchema('example.com', 'Please enter email'), '')).toBe('Please enter email');
  });

  it('should speak the login form\'s own words', () => {
    expect(messageOf(loginEmailPrefixSchema, '')).toBe('Please enter your email');
    expect(messageOf(loginEmailPrefixSchema, 'a..b')).toBe('Invalid email address');
    expect(messageOf(loginEmailPrefixSchema, 'ab')).toBeNull();
  });
});

describe('registration name', () => {
  it.each(['Ann', 'Neha Kulkarni', 'A. P. J. Kalam', 'J.R.R. Tolkien', "Anne-Marie D'Souza", 'Mary D’Cruz', "O'Brien"])('should accept %j', (value) => {
    expect(messageOf(registrationNameSchema, value)).toBeNull();
  });

  it.each([
    ['', 'Please Enter Your Name'],
    ['  ', 'Please Enter Your Name'],
    ['Al', 'Please enter a valid name (minimum 3 characters)'],
    ['...', 'Please enter a valid name'],
    ['. .', 'Please enter a valid name'],
    ['Neha2', 'Please enter a valid name'],
    ['Neha  K', 'Please enter a valid name'],
    ['A..B', 'Please enter a valid name'],
    ['Neha@K', 'Please enter a valid name'],
    ["D''Souza", 'Please enter a valid name'],
    ['Anne--Marie', 'Please enter a valid name'],
    ["'-'", 'Please enter a valid name'],
  ])('should refuse %j with %j', (value, message) => {
    expect(messageOf(registrationNameSchema, value)).toBe(message);
  });

  it('should ignore digits, symbols, doubled dots or spaces and a leading space while typing', () => {
    expect(['', 'N', 'Neha ', 'Neha K.', 'A. B'].every((v) => personNameTypable(v))).toBe(true);
    expect([' N', 'Neha1', 'Neha  ', 'A..', 'N@'].some((v) => personNameTypable(v))).toBe(false);
    expect(personNameTypable('x'.repeat(50))).toBe(true);
    expect(personNameTypable('x'.repeat(51))).toBe(false);
    expect(personNameTypable('x'.repeat(100), 100)).toBe(true);
  });
});

describe('phone', () => {
  it('should accept ten digits not starting with 0', () => {
    expect(messageOf(phoneSchema, '9876543210')).toBeNull();
  });

  it.each([
    ['', 'Please enter your phone number.'],
    ['987654321', 'Please enter a valid 10-digit phone number using numbers only.'],
    ['98765432101', 'Please enter a valid 10-digit phone number using numbers only.'],
    ['0876543210', 'Please enter a valid 10-digit phone number using numbers only.'],
    ['98765-4321', 'Please enter a valid 10-digit phone number using numbers only.'],
  ])('should refuse %j with %j', (value, message) => {
    expect(messageOf(phoneSchema, value)).toBe(message);
  });

  it('should take only digits while typing, no leading 0, at most 10', () => {
    expect(['', '9', '98765', '9876543210'].every(phoneTypable)).toBe(true);
    expect(['0', '98a', '98765432101', '+91'].some(phoneTypable)).toBe(false);
  });
});

describe('employee id', () => {
  it.each(['EMP01', 'a_b-1', 'ABCDEF', '12345'])('should accept %j', (value) => {
    expect(messageOf(employeeIdSchema, value)).toBeNull();
  });

  it.each([
    ['', 'Please enter your Employee ID.'],
    ['AB12', 'Please enter a valid Employee ID (minimum 5 characters)'],
    ['_-_-_', 'Please enter a valid Employee ID (cannot consist only of _ and -).'],
    ['AB__1', 'Please enter a valid Employee ID (cannot consist only of _ and -).'],
    ['AB--1', 'Please enter a valid Employee ID (cannot consist only of _ and -).'],
    ['AB 12', 'Please enter a valid Employee ID (cannot consist only of _ and -).'],
    ['ABCDEFG', 'Please enter a valid Employee ID (minimum 5 characters)'],
  ])('should refuse %j with %j', (value, message) => {
    expect(messageOf(employeeIdSchema, value)).toBe(message);
  });

  it('should cap typing at 6 and ignore doubled _ or -', () => {
    expect(['', 'E', 'E_1-2', 'ABCDEF'].every(employeeIdTypable)).toBe(true);
    expect(['ABCDEFG', 'A__', 'A--', 'A B', 'A.B'].some(employeeIdTypable)).toBe(false);
  });
});

describe('registration payload', () => {
  const valid = {
    email: 'neha@example.com',
    name: 'Neha K',
    phonenumber: '9876543210',
    employeeid: 'EMP01',
    selectedDesignation: 'Employee',
    selectedManager: 'priya@example.com',
    captchaId: 'id',
    captcha: 'AB12',
    // The notice read and agreed to before the form (issue 31): the rule of the consent's own tests.
    consent: VISIT_CONSENT,
  };
  const schema = registrationPayloadSchema('example.com');

  it('should accept a complete registration', () => {
    expect(messageOf(schema, valid)).toBeNull();
  });

  it.each([
    [{ selectedDesignation: '' }, 'Please select your designation.'],
    [{ selectedManager: '' }, 'Please select your manager.'],
    [{ selectedManager: undefined }, 'Please select your manager.'],
    [{ captcha: '' }, 'Please enter CAPTCHA to submit.'],
  ])('should refuse %j with %j', (change, message) => {
    expect(messageOf(schema, { ...valid, ...change })).toBe(message);
  });
});

describe('passwords', () => {
  it.each(['Passw0rd!', 'Abcdef1.', 'Z9_zzzzz', 'Aa1-aaaa', 'x'.repeat(45) + 'A1a!.'])('should accept the new password %j', (value) => {
    expect(messageOf(newPasswordSchema, value)).toBeNull();
  });

  it.each([
    ['', 'Please enter your Password'],
    ['Ab1!', 'Please enter valid password'],
    ['abcdefg1!', 'Please enter valid password'],
    ['ABCDEFG1!', 'Please enter valid password'],
    ['Abcdefgh!', 'Please enter valid password'],
    ['Abcdefgh1', 'Please enter valid password'],
    ['Abcdefg1(', 'Please enter valid password'],
    ['Abcdéfg1!', 'Please enter valid password'],
    ['A1!' + 'a'.repeat(48), 'Password must not exceed 50 characters.'],
  ])('should refuse the new password %j with %j', (value, message) => {
    expect(messageOf(newPasswordSchema, value)).toBe(message);
  });

  it('should strip spaces from a new password', () => {
    expect(stripSpaces(' Pass w0rd! ')).toBe('Passw0rd!');
    expect(newPasswordSchema.parse('Pass w0rd!')).toBe('Passw0rd!');
  });

  it('should allow only the listed symbols while typing, at most 50', () => {
    expect(['', 'Aa1!@#$%^&*._-'].every(newPasswordTypable)).toBe(true);
    expect(['Aa1(', 'Aa1+', 'x'.repeat(51)].some(newPasswordTypable)).toBe(false);
  });

  it('should check the login password in the login form\'s words', () => {
    expect(messageOf(loginPasswordSchema, '')).toBe('Please enter your password');
    expect(messageOf(loginPasswordSchema, 'short')).toBe('Password must be at least 8 characters long');
    expect(messageOf(loginPasswordSchema, 'longenough')).toBeNull();
  });

  it('should take only a SHA-256 digest on the wire', () => {
    expect(passwordDigestSchema().parse('A'.repeat(64))).toBe('a'.repeat(64));
    expect(messageOf(passwordDigestSchema(), 'Passw0rd!')).toBe('Invalid credentials');
    expect(messageOf(passwordDigestSchema(), '')).toBe('Please enter your password');
    const newPassword = passwordDigestSchema({ required: 'Please enter your Password', invalid: 'Please enter valid password' });
    expect(messageOf(newPassword, '')).toBe('Please enter your Password');
    expect(messageOf(newPassword, 'Passw0rd!')).toBe('Please enter valid password');
  });
});

describe('OTP and captcha', () => {
  it.each([
    ['', 'Please enter Email OTP'],
    ['12345', 'Please enter a valid Email OTP (6 characters)'],
    ['1234567', 'Please enter a valid Email OTP (6 characters)'],
    ['12a456', 'Please enter a valid Email OTP (6 characters)'],
  ])('should refuse the OTP %j with %j', (value, message) => {
    expect(messageOf(otpSchema, value)).toBe(message);
  });

  it('should accept six digits and ignore other typing', () => {
    expect(messageOf(otpSchema, '012345')).toBeNull();
    expect(['', '0', '123456'].every(otpTypable)).toBe(true);
    expect(['1234567', '12a'].some(otpTypable)).toBe(false);
  });

  it('should take four letters or digits for the captcha', () => {
    expect(['', 'a', 'Ab12'].every(captchaTypable)).toBe(true);
    expect(['Ab123', 'a b', 'a!'].some(captchaTypable)).toBe(false);
  });
});
