import { useEffect, useState } from 'react';

type ChatScriptState = 'off' | 'loading' | 'ready' | 'failed';

/**
 * Loads the support-chat script on demand (SPEC §9), only while the page that needs it is shown:
 * a fresh <script> each visit (the browser's cache makes that cheap), so it renders into the
 * page's own container; removed again on leaving. `ready` once it says `livechat:ready`.
 */
export function useChatScript(url: string | null): ChatScriptState {
  const [state, setState] = useState<ChatScriptState>(url ? 'loading' : 'off');
  useEffect(() => {
    if (!url) return;
    const onReady = () => setState('ready');
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.liveChat = 'true';
    script.onerror = () => setState('failed');
    window.addEventListener('livechat:ready', onReady);
    document.body.append(script);
    return () => {
      window.removeEventListener('livechat:ready', onReady);
      script.remove();
    };
  }, [url]);
  return url ? state : 'off';
}
