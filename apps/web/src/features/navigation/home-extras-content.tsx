/** The footer, the chat button and back-to-top, in one chunk loaded after home's first screen. */
import { BackToTop } from './back-to-top';
import { ChatButton } from './chat/chat-button';
import FooterContent from './footer/footer-content';

export default function HomeExtrasContent() {
  return (
    <>
      <FooterContent />
      <ChatButton />
      <BackToTop />
    </>
  );
}
