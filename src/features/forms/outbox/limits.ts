import { ACK_MAX_PER_RECIPIENT, ACK_MAX_RECIPIENTS_PER_SENDER } from '../constants'
import { messages } from '../messages'

/**
 * Whether a new acknowledgement to `to` stays within its limits (docs/decisions/035), given the
 * last hour's: how many went to that address, and the addresses the same sender had them sent
 * to. A sender writing again to an address it already used adds no new recipient. Returns why it
 * is held, or null when it may leave.
 */
export function acknowledgementHold(to: string, recent: { toRecipient: number; senderRecipients: string[] }): string | null {
  if (recent.toRecipient >= ACK_MAX_PER_RECIPIENT) return messages.ackHeldForRecipient(ACK_MAX_PER_RECIPIENT)
  if (!recent.senderRecipients.includes(to) && recent.senderRecipients.length >= ACK_MAX_RECIPIENTS_PER_SENDER) {
    return messages.ackHeldForSender(ACK_MAX_RECIPIENTS_PER_SENDER)
  }
  return null
}
