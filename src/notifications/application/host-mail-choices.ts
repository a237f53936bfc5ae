/**
 * Whether a host is mailed of their visitors (issue 32, docs/product/webhooks.md HOOK-CHAT-04): a host
 * with a chat of their own may turn "also e-mail me" off. The notifications module asks here, since it
 * alone decides who hears of an event; the webhooks module, which keeps the chats, answers.
 */
export abstract class HostMailChoices {
  /** True when the host is told of their visitors in their own chat only, not by mail. */
  abstract chatOnly(hostEmail: string): Promise<boolean>;
}

/** Every host mailed: where no chat can say otherwise (unit tests of the mails). */
export class EveryHostMailed extends HostMailChoices {
  async chatOnly(): Promise<boolean> {
    return false;
  }
}
