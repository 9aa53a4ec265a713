/** The support chat's tables: one conversation per player, and its messages. */
import type { ChatSender } from '@khela/contract';
import type { Generated, Selectable } from 'kysely';

export interface ChatsTable {
  id: Generated<number>;
  /** The player; unique, so a player has one conversation with the desk. */
  user_id: number;
  created_at: string;
  /** Its newest message's time, or its opening's; the desk's list is ordered by it. */
  last_activity_at: string;
  last_message_id: number | null;
  /** The player's messages up to this id have been read by an operator (0: none). */
  support_read_message_id: Generated<number>;
  /** The operator who took the chat at the desk; null while nobody has. */
  assigned_operator_id: Generated<number | null>;
}

export type ChatRow = Selectable<ChatsTable>;

export interface ChatMessagesTable {
  id: Generated<number>;
  chat_id: number;
  sender: ChatSender;
  /** The operator who wrote a desk reply; null for the player's messages. */
  operator_id: number | null;
  content: string;
  created_at: string;
}

export type ChatMessageRow = Selectable<ChatMessagesTable>;

export interface ChatTables {
  chats: ChatsTable;
  chat_messages: ChatMessagesTable;
}

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends ChatTables {}
}
