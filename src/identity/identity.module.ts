import { EntityManager } from '@mikro-orm/postgresql';
import { ContainerModule } from 'inversify';
import { AuditLog } from '../platform/ports/audit-log.ts';
import { Clock } from '../platform/ports/clock.ts';
import { ServerCrypto } from '../platform/ports/server-crypto.ts';
import { UnitOfWork } from '../platform/ports/unit-of-work.ts';
import { CONFIG } from '../platform/tokens.ts';
import type { AppConfig } from '../platform/config/config.ts';
import { MikroOrmCaptchaRepository } from './adapters/mikro-orm/mikro-orm-captcha-repository.ts';
import { MikroOrmDesignationRepository } from './adapters/mikro-orm/mikro-orm-designation-repository.ts';
import { MikroOrmEmployeeRepository } from './adapters/mikro-orm/mikro-orm-employee-repository.ts';
import { ScryptPasswordHasher } from './adapters/scrypt-password-hasher.ts';
import { SvgCaptchaImageGenerator } from './adapters/svg-captcha-image-generator.ts';
import { AddEmployee } from './application/add-employee.ts';
import { EnsureDesignations } from './application/ensure-designations.ts';
import { IssueCaptcha } from './application/issue-captcha.ts';
import { ListDesignations } from './application/list-designations.ts';
import {
  CaptchaImageGenerator,
  CaptchaRepository,
  DesignationRepository,
  EmployeeRepository,
  PasswordHasher,
} from './application/ports.ts';
import { VerifyCaptcha } from './application/verify-captcha.ts';

/** Identity's ports bound to their adapters, and its use cases. */
export const identityModule = new ContainerModule(({ bind }) => {
  bind(DesignationRepository).toResolvedValue((em: EntityManager) => new MikroOrmDesignationRepository(em), [EntityManager]);
  bind(CaptchaRepository).toResolvedValue((em: EntityManager) => new MikroOrmCaptchaRepository(em), [EntityManager]);
  bind(CaptchaImageGenerator).toConstantValue(new SvgCaptchaImageGenerator());
  bind(EmployeeRepository).toResolvedValue((em: EntityManager) => new MikroOrmEmployeeRepository(em), [EntityManager]);
  bind(PasswordHasher).toConstantValue(new ScryptPasswordHasher());

  bind(ListDesignations).toResolvedValue((designations: DesignationRepository) => new ListDesignations(designations), [DesignationRepository]);
  bind(IssueCaptcha).toResolvedValue(
    (captchas: CaptchaRepository, images: CaptchaImageGenerator, crypto: ServerCrypto, clock: Clock, unitOfWork: UnitOfWork, config: AppConfig) =>
      new IssueCaptcha(captchas, images, crypto, clock, unitOfWork, config.env === 'production' ? undefined : config.captchaFixedText),
    [CaptchaRepository, CaptchaImageGenerator, ServerCrypto, Clock, UnitOfWork, CONFIG],
  );
  bind(VerifyCaptcha).toResolvedValue(
    (captchas: CaptchaRepository, crypto: ServerCrypto, clock: Clock) => new VerifyCaptcha(captchas, crypto, clock),
    [CaptchaRepository, ServerCrypto, Clock],
  );
  bind(AddEmployee).toResolvedValue(
    (
      employees: EmployeeRepository,
      designations: DesignationRepository,
      passwords: PasswordHasher,
      crypto: ServerCrypto,
      audit: AuditLog,
      clock: Clock,
      unitOfWork: UnitOfWork,
      config: AppConfig,
    ) => new AddEmployee(employees, designations, passwords, crypto, audit, clock, unitOfWork, config.companyDomain),
    [EmployeeRepository, DesignationRepository, PasswordHasher, ServerCrypto, AuditLog, Clock, UnitOfWork, CONFIG],
  );
  bind(EnsureDesignations).toResolvedValue(
    (designations: DesignationRepository, audit: AuditLog, unitOfWork: UnitOfWork) => new EnsureDesignations(designations, audit, unitOfWork),
    [DesignationRepository, AuditLog, UnitOfWork],
  );
});
