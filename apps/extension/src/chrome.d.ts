/**
 * The few extension APIs this extension uses, declared here rather than pulling in @types/chrome (thousands of
 * lines for five calls). Shapes follow Chrome's MV3 documentation.
 */
declare namespace chrome {
  namespace runtime {
    interface MessageSender {
      id?: string;
      url?: string;
      /** The origin of the frame that opened the channel, set by Chrome (not by the page). */
      origin?: string;
      tab?: { id?: number };
    }
    interface Port {
      name: string;
      sender?: MessageSender;
      postMessage(message: unknown): void;
      disconnect(): void;
      onMessage: { addListener(callback: (message: unknown, port: Port) => void): void };
      onDisconnect: { addListener(callback: (port: Port) => void): void };
    }
    const id: string;
    function connect(info?: { name?: string }): Port;
    function sendMessage(message: unknown): Promise<unknown>;
    const onConnect: { addListener(callback: (port: Port) => void): void };
    const onMessage: {
      addListener(
        callback: (
          message: unknown,
          sender: MessageSender,
          sendResponse: (response: unknown) => void,
        ) => boolean | void,
      ): void;
    };
  }
  namespace storage {
    interface StorageArea {
      get(keys: string | string[]): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
      remove(keys: string | string[]): Promise<void>;
    }
    const local: StorageArea;
    /** In memory for the browser's session, readable by the worker and extension pages only (not content scripts). */
    const session: StorageArea;
  }
}
