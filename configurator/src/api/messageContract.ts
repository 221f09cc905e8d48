/**
 * The part of the server's contract the booker's messages need (docs/api.md#messages), imported from one
 * module so the lazily loaded chunk holds these schemas and not the whole API contract.
 */
export {
  MESSAGE_CATEGORIES,
  MESSAGE_MAX_LENGTH,
  MessageCategoryList,
  MessageThread,
} from '@venue/contract';
