import { EntityManager } from '@mikro-orm/postgresql';
import { ContainerModule } from 'inversify';
import { EmployeeDirectory } from '../identity/application/employee-directory.ts';
import { AuditLog } from '../platform/ports/audit-log.ts';
import { Clock } from '../platform/ports/clock.ts';
import { ServerCrypto } from '../platform/ports/server-crypto.ts';
import { TokenAuthenticator } from '../platform/ports/token-authenticator.ts';
import { UnitOfWork } from '../platform/ports/unit-of-work.ts';
import { TIME_ZONE } from '../platform/tokens.ts';
import { bindClass, bindPort } from '../platform/wiring.ts';
import { MikroOrmApiTokenRepository } from './adapters/mikro-orm/mikro-orm-api-token-repository.ts';
import { AuthenticateApiToken } from './application/authenticate-api-token.ts';
import { CreateApiToken } from './application/create-api-token.ts';
import { ListApiTokens } from './application/list-api-tokens.ts';
import { ApiTokenRepository } from './application/ports.ts';
import { RecordApiCall } from './application/record-api-call.ts';
import { RevokeApiToken } from './application/revoke-api-token.ts';

/** API tokens (issue 32): made and revoked by admins, each call of the token API authenticated and audited. */
export const apiTokensModule = new ContainerModule(({ bind }) => {
  bindPort(bind, ApiTokenRepository, MikroOrmApiTokenRepository, EntityManager);
  bindPort(bind, TokenAuthenticator, AuthenticateApiToken, ApiTokenRepository, EmployeeDirectory, ServerCrypto, Clock, TIME_ZONE);
  bindClass(bind, CreateApiToken, ApiTokenRepository, EmployeeDirectory, ServerCrypto, AuditLog, Clock, UnitOfWork, TIME_ZONE);
  bindClass(bind, ListApiTokens, ApiTokenRepository, Clock, TIME_ZONE);
  bindClass(bind, RevokeApiToken, ApiTokenRepository, AuditLog, Clock, UnitOfWork, TIME_ZONE);
  bindClass(bind, RecordApiCall, AuditLog, UnitOfWork);
});
