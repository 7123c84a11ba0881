// The floating AI chat button; the dialog's code and texts load on first open.
import { Bot } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { CHAT_BUTTON_SIZE_PX, defaultChatPosition } from '../../components/floating/drag.ts';
import { FloatingWidget } from '../../components/floating/floating-widget.tsx';
import { withLoadTimeout } from '../../lib/lazy-load.ts';
import { chatWidgetAtom } from '../../lib/store.ts';

const ChatDialog = lazy(() =>
  withLoadTimeout(() => import('./chat-dialog.tsx'), { chunk: 'chat/chat-dialog', request: 'features/chat/chat-dialog' }).then(
    (module) => ({
      default: module.ChatDialog,
    }),
  ),
);

export function ChatLauncher() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  return (
    <>
      <FloatingWidget
        positionAtom={chatWidgetAtom}
        defaultPosition={defaultChatPosition}
        size={CHAT_BUTTON_SIZE_PX}
        label={t('chat.open')}
        onActivate={() => setOpen(true)}
        className="btn-primary"
        testId="chat-widget"
      >
        <Bot aria-hidden="true" className="size-6" />
      </FloatingWidget>
      {open && (
        <Suspense fallback={null}>
          <ChatDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
