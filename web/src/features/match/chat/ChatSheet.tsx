// The match's chat over the page: a side panel on a wide screen, a sheet from the bottom on a
// phone (core/ui/Modal: focus kept inside, Escape closes). Loaded when first opened.
import { useIntl } from 'react-intl';
import type { Match } from '../../../api/types';
import { Modal } from '../../../core/ui/Modal';
import ChatPanel from './ChatPanel';

export default function ChatSheet({ match, onClose }: { match: Match; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      name="chat"
      placement="side"
      title={intl.formatMessage({ id: 'stats.tab.chat', defaultMessage: 'Chat' })}
      onClose={onClose}
      testId="chat-sheet"
    >
      <ChatPanel match={match} />
    </Modal>
  );
}
