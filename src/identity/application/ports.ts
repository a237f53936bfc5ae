import type { CaptchaChallenge } from '../domain/captcha-challenge.ts';
import type { Employee } from '../domain/employee.ts';
import type { Designation } from '../domain/designation.ts';

export abstract class DesignationRepository {
  /** All designations, in the order they were created (the dropdown's order). */
  abstract list(): Promise<Designation[]>;
  abstract findByName(name: string): Promise<Designation | null>;
  abstract add(designation: Designation): void;
}

export abstract class CaptchaRepository {
  abstract add(challenge: CaptchaChallenge): void;
  /**
   * Removes the challenge and returns it, committed at once and on its own: a captcha is used up
   * by one attempt even when the login or registration around it fails and rolls back.
   */
  abstract take(id: string): Promise<CaptchaChallenge | null>;
}

export interface CaptchaImage {
  readonly text: string;
  /** A `data:` URL of the picture. */
  readonly image: string;
}

export abstract class CaptchaImageGenerator {
  /** Draws `text`, or a fresh random 4-character text when none is given. */
  abstract generate(text?: string): CaptchaImage;
}

export abstract class EmployeeRepository {
  abstract findById(id: number): Promise<Employee | null>;
  abstract findByEmail(email: string): Promise<Employee | null>;
  abstract findByEmpId(empId: string): Promise<Employee | null>;
  abstract add(employee: Employee): void;
}

/** A slow, salted key-derivation function for the password digests the SPA sends. */
export abstract class PasswordHasher {
  abstract hash(secret: string): Promise<string>;
  abstract verify(secret: string, stored: string): Promise<boolean>;
}
