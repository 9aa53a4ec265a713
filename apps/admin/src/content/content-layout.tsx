/** Content & settings (owner, content): its sub-tabs above the screen. */
import { AreaLayout } from '../ui/area-layout';
import './content.css';

const tabs = [
  { to: '/content/settings', label: 'Settings' },
  { to: '/content/sliders', label: 'Sliders' },
  { to: '/content/notices', label: 'Notices' },
  { to: '/content/logo', label: 'Logo' },
  { to: '/content/social', label: 'Social links' },
  { to: '/content/safer-gambling', label: 'Safer gambling' },
  { to: '/content/app', label: 'App' },
  { to: '/content/outbox', label: 'Outbox' },
];

export function ContentLayout() {
  return (
    <AreaLayout
      id="content-title"
      title="Content & settings"
      tabsLabel="Content and settings"
      className="content-screen"
      tabs={tabs}
    />
  );
}
