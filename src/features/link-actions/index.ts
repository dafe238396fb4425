/** The link-action bus's front door (docs/decisions/037): features register their actions here. */
export {
  getLinkAction,
  isLinkActionName,
  LINK_ACTION_NAMES,
  registerLinkAction,
  runActionHash,
  runLinkAction,
  type LinkActionContext,
  type LinkActionHandler,
  type LinkActionName,
} from './registry'
