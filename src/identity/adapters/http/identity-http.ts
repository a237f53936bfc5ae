import type { Container } from 'inversify';
import { NodeEnvelope } from '../../../shared/envelope/node-envelope.ts';
import { IssueCaptcha } from '../../application/issue-captcha.ts';
import { ListDesignations } from '../../application/list-designations.ts';
import { captchaRoutes } from './captcha-routes.ts';
import { designationRoutes } from './designation-routes.ts';

/** Identity's HTTP routes, their use cases taken from the container. */
export const identityHttp = (container: Container) => {
  const envelope = container.get(NodeEnvelope);
  return [captchaRoutes(container.get(IssueCaptcha)), designationRoutes(container.get(ListDesignations), envelope)];
};
